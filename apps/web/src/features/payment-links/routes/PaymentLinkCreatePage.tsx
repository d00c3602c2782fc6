import { useParams } from 'react-router';
import { createsQuickLinks } from '@cofre/contract';
import NotFoundPage from '../../../components/NotFoundPage';
import { PermissionDenied } from '../../../components/PermissionDenied';
import { useGrant } from '../../../lib/permissions';
import { CreateLinkView } from '../components/CreateLinkView';
import { typeOfKind } from '../links';

/** '/seja-pago/criar/{cobranca-pontual | assinatura-customizada | link-rapido}'. */
export default function PaymentLinkCreatePage() {
  const { kind } = useParams();
  const type = typeOfKind(kind);
  const fastLinks = createsQuickLinks(useGrant());
  if (!type) return <NotFoundPage embedded />;
  // The server refuses a quick link without both its toggles (LNK-005): the page says so first.
  if (type === 'FAST_ORDER' && !fastLinks) return <PermissionDenied />;
  return <CreateLinkView type={type} />;
}
