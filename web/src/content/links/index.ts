export {
  resolveLink,
  type HtmlTarget,
  type LinkRuleSettings,
  type ResolvedLink,
} from './resolve.ts';
export { schemeOf } from './scheme.ts';
export { cleanUrl, isAllowedTelephone, REFUSED_SCHEMES } from './rules.ts';
