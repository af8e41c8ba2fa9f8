/**
 * The order button and withdrawal waiver a region's consumer law asks for. The EU's consumer
 * rights directive (art. 8(2): the button says the order obliges to pay; art. 16(m): the right of
 * withdrawal ends once delivery starts with the buyer's express consent and acknowledgement) binds
 * Germany and Austria (§ 312j, § 356 BGB; § 8, § 18 FAGG) and Italy (art. 51, 59 Codice del
 * consumo); the UK kept the same rules (Consumer Contracts Regulations 2013, reg. 14, 37).
 * Australia has no statutory right of withdrawal for these purchases: the buyer only agrees that
 * delivery starts at once.
 */
import { ORDER_BUTTON_REGIONS } from '../../lib/api/billing-codes.ts';
import type { RegionCode } from '../../../regions/constants.ts';

/** Regions with a consumer right of withdrawal (DE and AT are named in the contract; IT and UK follow the same rules). */
export const WITHDRAWAL_REGIONS: readonly RegionCode[] = [...ORDER_BUTTON_REGIONS, 'it', 'uk'];

/** The dictionary keys of the order button and the waiver checkbox. */
export interface CheckoutWording {
  button: 'checkout.order.submit' | 'checkout.order.pay';
  waiver: 'checkout.waiver.withdrawal' | 'checkout.waiver.immediate';
}

/**
 * The order button and waiver wording of the regions an order belongs to (the account's, whose
 * prices it pays, and the edition's it is placed on): the withdrawal wording when any of them asks for it.
 */
export function checkoutWording(...regions: RegionCode[]): CheckoutWording {
  return regions.some((region) => WITHDRAWAL_REGIONS.includes(region))
    ? { button: 'checkout.order.submit', waiver: 'checkout.waiver.withdrawal' }
    : { button: 'checkout.order.pay', waiver: 'checkout.waiver.immediate' };
}
