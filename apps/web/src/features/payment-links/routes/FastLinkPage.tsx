import { createsQuickLinks } from '@cofre/contract';
import { PermissionDenied } from '../../../components/PermissionDenied';
import { useGrant } from '../../../lib/permissions';
import { CreateLinkView } from '../components/CreateLinkView';

/** '/seja-pago/link-rapido': the quick-link form under its own route table entry (spec 2 §2). */
export default function FastLinkPage() {
  const fastLinks = createsQuickLinks(useGrant());
  if (!fastLinks) return <PermissionDenied />;
  return <CreateLinkView type="FAST_ORDER" />;
}
