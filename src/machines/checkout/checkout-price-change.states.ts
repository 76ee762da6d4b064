/** The server charges another price now (409): it is shown, and accepted or refused. */
import { assign } from 'xstate';
import { balanceCovers } from './checkout-pricing';
import { checkoutSetup } from './checkout-setup';
import type { MethodChoice } from './checkout-types';

/** 409 `payment.price_changed`: the new price is shown and must be confirmed. */
export const priceChanged = checkoutSetup.createStateConfig({
  on: {
    CONFIRM_NEW_PRICE: {
      target: 'choosing',
      actions: [
        'endAttempt',
        assign(({ context }) => {
          const course =
            context.course && context.newPrice
              ? { ...context.course, price: context.newPrice }
              : context.course;
          // Balance stays chosen only if it still covers the new price.
          const method: MethodChoice =
            context.method.kind === 'balance' &&
            !balanceCovers(context.balance, course?.price ?? null)
              ? { kind: 'new_card' }
              : context.method;
          return { course, method, newPrice: null };
        }),
      ],
    },
    CANCEL: 'cancelled',
  },
});

/** The learner did not accept the new price. */
export const cancelled = checkoutSetup.createStateConfig({ type: 'final' });
