import type { Role } from '@/lib/route-guards';
import { paths } from '@/lib/routes';
import type { NavLinkItem } from './nav-links';

/** The user menu of each role, exactly as the original app lists it (Log Out follows these links). */
export const accountLinks: Record<Role, readonly NavLinkItem[]> = {
  instructor: [
    { to: paths.instructorMyCourses, labelKey: 'account.myCourses' },
    { to: paths.instructorAddCourses, labelKey: 'account.addCourse' },
    { to: paths.instructorSettings, labelKey: 'account.settings' },
    // The instructor's money: the wallet and the sales ledger.
    { to: paths.instructorWallet, labelKey: 'account.wallet' },
    { to: paths.instructorPurchaseHistory, labelKey: 'account.purchaseHistory' },
    { to: paths.instructorHelp, labelKey: 'account.help' },
  ],
  learner: [
    { to: paths.learnerMyLearning, labelKey: 'account.myLearning' },
    { to: paths.learnerShoppingCart, labelKey: 'account.myCart' },
    { to: paths.learnerWishlist, labelKey: 'account.wishlist' },
    { to: paths.learnerSettings, labelKey: 'account.settings' },
    { to: paths.learnerPurchaseHistory, labelKey: 'account.purchaseHistory' },
    { to: paths.learnerWallet, labelKey: 'account.wallet' },
    { to: paths.learnerHelp, labelKey: 'account.help' },
  ],
};
