export {
  resolveLink,
  type HtmlTarget,
  type LinkRuleSettings,
  type ResolvedLink,
} from './resolve.ts';
export { schemeOf } from './scheme.ts';
export { isAllowedTelephone, REFUSED_SCHEMES } from './rules.ts';
