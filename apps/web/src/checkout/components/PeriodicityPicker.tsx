import type { Periodicity, PublicPeriodicityChoice } from '@cofre/contract';
import { CHECKOUT_TEXTS as T } from '../texts';

/** A subscription's periodicities as radio cards, each with its cycle's price before the method's discount. */
export function PeriodicityPicker({
  choices,
  value,
  onChange,
}: {
  choices: PublicPeriodicityChoice[];
  value: Periodicity;
  onChange: (periodicity: Periodicity) => void;
}) {
  return (
    <fieldset className="methods">
      <legend>{T.periodicityLegend}</legend>
      {choices.map((choice) => (
        <label key={choice.periodicity} className={choice.periodicity === value ? 'method selected' : 'method'}>
          <input
            type="radio"
            name="periodicity"
            value={choice.periodicity}
            checked={choice.periodicity === value}
            onChange={() => onChange(choice.periodicity)}
          />
          <span className="method-name">{T.periodicity[choice.periodicity]}</span>
          <span className="method-price">{T.cyclePrice(choice.periodicity, choice.cycleValue)}</span>
          {choice.periodicity !== 'MONTHLY' && (
            <span className="method-note">{T.cycleEvery(choice.periodicity, choice.valuePerMonth)}</span>
          )}
        </label>
      ))}
    </fieldset>
  );
}
