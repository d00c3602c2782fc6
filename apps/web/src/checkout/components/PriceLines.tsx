import { formatBRL, type PublicLink, type PublicLinkMethod } from '@cofre/contract';
import { CHECKOUT_TEXTS as T } from '../texts';

/**
 * How the link's total becomes what the buyer pays: the method's discount and the card's interest
 * as their own lines, so 'Total' and 'Pagar' never disagree without a reason on screen. Shown only
 * when they differ; a subscription's page prices its cycle above instead.
 */
export function PriceLines({ link, method, amount }: { link: PublicLink; method: PublicLinkMethod; amount: number }) {
  if (link.plan || amount === link.value) return null;
  const discount = link.value - method.value;
  const interest = amount - method.value;
  return (
    <dl className="price-lines" aria-label={T.toPay}>
      <div>
        <dt>{T.priceLabel}</dt>
        <dd>{formatBRL(link.value)}</dd>
      </div>
      {discount > 0 && (
        <div>
          <dt>{T.discountLine(T.methods[method.method], method.discountPercent)}</dt>
          <dd>{T.minus(discount)}</dd>
        </div>
      )}
      {interest > 0 && (
        <div>
          <dt>{T.interestLine}</dt>
          <dd>{T.plus(interest)}</dd>
        </div>
      )}
      <div className="price-total">
        <dt>{T.toPay}</dt>
        <dd>{formatBRL(amount)}</dd>
      </div>
    </dl>
  );
}
