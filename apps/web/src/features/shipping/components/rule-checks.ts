/** A destination rule as the form holds it: fields may still be empty. */
export interface RuleDraft {
  countryCode?: string;
  preferredMethod?: string;
  fallbackMethod?: string | null;
}

/** The server's rule checks, run in the browser first: one rule per country, a fallback unlike the preferred method. */
export const ruleChecks = {
  isDuplicate(rules: readonly (RuleDraft | undefined)[], index: number): boolean {
    const code = rules[index]?.countryCode;
    return !!code && rules.some((r, i) => i !== index && r?.countryCode === code);
  },
  isSameFallback(rule: RuleDraft | undefined): boolean {
    return !!rule?.fallbackMethod && rule.fallbackMethod === rule.preferredMethod;
  },
};
