const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The Intl.DateTimeFormat for a locale and options, made once and kept: making one costs far
 * more than formatting with it (a list of reports formats dozens of dates a render; the matcher
 * asks for "today" once per notice). Callers pass a few fixed sets of options, so few are kept.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
