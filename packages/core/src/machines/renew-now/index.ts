export {
  RENEW_NOW_WINDOW_DAYS,
  type RenewNowEligibility,
  type RenewNowRefusal,
  renewNowEligibility,
  renewNowLineAction,
  renewNowRefusalMessageId,
} from './renew-now.rules.ts';
