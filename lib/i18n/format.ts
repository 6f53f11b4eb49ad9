/**
 * A few-line ICU formatter for client islands that receive raw message templates from the server
 * (so next-intl's client runtime stays off the page). Handles `{name}` arguments and
 * `{n, plural, =0 {…} one {# …} other {# …}}`; that is all the islands' messages use.
 */
export type MessageValues = Record<string, string | number>;

function findClose(s: string, from: number): number {
  let depth = 0;
  for (let i = from; i < s.length; i++) {
    if (s[i] === '{') depth++;
    else if (s[i] === '}') {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

// Intl objects are costly to build and a page formats many plurals: one of each per locale.
const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const rulesOf = (locale: string) =>
  pluralRules.get(locale) ?? pluralRules.set(locale, new Intl.PluralRules(locale)).get(locale)!;
const numbersOf = (locale: string) =>
  numberFormats.get(locale) ?? numberFormats.set(locale, new Intl.NumberFormat(locale)).get(locale)!;

function plural(body: string, value: number, locale: string): string {
  const options: Record<string, string> = {};
  const re = /\s*(=?\w+)\s*\{/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(body))) {
    const start = m.index + m[0].length;
    const end = findClose(body, start);
    if (end < 0) break;
    options[m[1]] = body.slice(start, end);
    re.lastIndex = end + 1;
  }
  const chosen = options[`=${value}`] ?? options[rulesOf(locale).select(value)] ?? options.other ?? '';
  return chosen.replace(/#/g, numbersOf(locale).format(value));
}

export function formatMessage(template: string, values: MessageValues = {}, locale = 'pt-BR'): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) break;
    const close = findClose(template, open + 1);
    if (close < 0) break;
    out += template.slice(i, open);
    const inner = template.slice(open + 1, close);
    const [name, kind, ...rest] = inner.split(',');
    const key = name.trim();
    if (kind?.trim() === 'plural') out += plural(rest.join(','), Number(values[key]), locale);
    else out += key in values ? String(values[key]) : `{${inner}}`;
    i = close + 1;
  }
  return out + template.slice(i);
}

/** `t(key, values)` over a namespace of raw templates, like next-intl's, for props-fed islands. */
export function translator<M extends Record<string, string>>(messages: M, locale: string) {
  return (key: keyof M & string, values?: MessageValues) => formatMessage(messages[key], values, locale);
}
