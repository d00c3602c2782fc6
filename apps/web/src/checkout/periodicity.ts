import type { Periodicity, PublicLink } from '@cofre/contract';

/**
 * A SUBSCRIPTION link as the buyer sees it at one of its plan's periodicities (docs/subscriptions.md,
 * 'Periodicity on the checkout'): the link's value, methods and plan figures are that choice's, priced
 * by the server. Null, an unknown periodicity or a link without choices: the link as it came.
 */
export function atPeriodicity(link: PublicLink, periodicity: Periodicity | null): PublicLink {
  const plan = link.plan;
  const choice = plan?.choices.find((candidate) => candidate.periodicity === periodicity);
  if (!plan || !choice) return link;
  return {
    ...link,
    value: choice.cycleValue,
    methods: choice.methods,
    plan: {
      ...plan,
      periodicity: choice.periodicity,
      valuePerMonth: choice.valuePerMonth,
      cycleValue: choice.cycleValue,
    },
  };
}
