import { formatZipCode, type Client } from '@cofre/contract';
import { DetailList } from '../../../components/DetailList';
import { countryName } from '../../../lib/format';
import { CLIENT_TEXTS } from '../texts';

/** A stored address, read-only: the client's card and the sub-seller's detail. */
export function AddressView({ address }: { address: NonNullable<Client['address']> }) {
  return (
    <DetailList
      items={[
        { label: CLIENT_TEXTS.zipCode, value: formatZipCode(address.zipCode) },
        { label: CLIENT_TEXTS.street, value: address.street },
        { label: CLIENT_TEXTS.number, value: address.number },
        { label: CLIENT_TEXTS.complement, value: address.complement },
        { label: CLIENT_TEXTS.neighborhood, value: address.district },
        { label: CLIENT_TEXTS.city, value: address.city },
        { label: CLIENT_TEXTS.state, value: address.state },
        { label: CLIENT_TEXTS.country, value: address.country && countryName(address.country) },
      ]}
    />
  );
}
