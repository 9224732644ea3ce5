/** How orders read (spec section 9): the rules live in lib, shared with the confirmation page. */
export {
  formatCharged,
  formatDay,
  formatOrderDate,
  orderMoney,
} from '../../../../lib/order-format';
