/** The punter's VIP state in one line: active till …, renewing or cancelled, or not a member. */
import type { Wallet } from '../../lib/api/billing.ts';
import { formatDate } from '../../lib/format.ts';
import { useT } from '../ui/useT.ts';
import { useTag } from './useTag.ts';

/** Whether VIP is active now (SPEC §4: while vipValidTill is later than now). */
export function vipActive(wallet: Pick<Wallet, 'vipValidTill'>, now: number = Date.now()): boolean {
  return wallet.vipValidTill !== null && Date.parse(wallet.vipValidTill) > now;
}

/** The state line. */
export function VipState({ wallet }: { wallet: Wallet }) {
  const t = useT('checkout');
  const tag = useTag();
  const date = (iso: string) => formatDate(iso, tag, { dateStyle: 'long' });
  const sub = wallet.subscription;
  let text = t('vip.state.none');
  if (vipActive(wallet) && wallet.vipValidTill) text = t('vip.state.active', { date: date(wallet.vipValidTill) });
  if (sub?.status === 'active') text = t('vip.state.renews', { date: date(sub.currentPeriodEnd) });
  if (sub?.status === 'cancelled' && vipActive(wallet)) text = t('vip.state.cancelled', { date: date(sub.currentPeriodEnd) });
  return (
    <p className="font-semibold" data-testid="vip-state">
      {text}
    </p>
  );
}
