import { formatBRL, type PublicLink } from '@cofre/contract';
import { CHECKOUT_TEXTS as T } from '../texts';

/** What is being bought: the item, or the plan with its cycle, and the price before the method's discount. */
export function LinkSummary({ link }: { link: PublicLink }) {
  const plan = link.plan;
  return (
    <section className="card summary" aria-labelledby="summary-title">
      <h2 id="summary-title">{link.title}</h2>
      {link.description && <p className="muted">{link.description}</p>}
      {plan && (
        <>
          {plan.description && <p className="muted">{plan.description}</p>}
          {plan.bullets.length > 0 && (
            <ul className="bullets">
              {plan.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          )}
          <p>
            <strong>{formatBRL(plan.valuePerMonth)}</strong>
            {T.perMonth}
          </p>
          <p className="muted">{T.cycleNote(T.periodicity[plan.periodicity], plan.cycleValue)}</p>
          {plan.additionalValue > 0 && (
            <p className="muted">{T.additional(plan.additionalTitle, plan.additionalValue)}</p>
          )}
        </>
      )}
      {!plan && (
        <p className="price">
          <span className="muted">{T.total}</span> <strong>{formatBRL(link.value)}</strong>
        </p>
      )}
    </section>
  );
}
