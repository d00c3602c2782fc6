import { useParams } from 'react-router';
import { EditLinkView } from '../components/EditLinkView';

/** '/seja-pago/editar/{id}': the form of the link's type, loaded from the server. */
export default function PaymentLinkEditPage() {
  const { id = '' } = useParams();
  return <EditLinkView key={id} id={id} />;
}
