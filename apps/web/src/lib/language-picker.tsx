import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from './choose-language';
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, isLocale, type Locale } from './locales';
import styles from './language-picker.module.css';

/**
 * The language picker of the navbar, the sign-in page and the public pages: a select-only combobox in the look of
 * antd's borderless Select, drawn without antd so that the sign-in page paints before antd has loaded.
 */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const current: Locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<Locale>(current);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  const optionId = (locale: Locale) => `${id}-${locale}`;

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const show = () => {
    setActive(current);
    setOpen(true);
  };
  const choose = (locale: Locale) => {
    setOpen(false);
    if (locale !== current) chooseLanguage(locale);
  };
  const move = (by: number) => {
    const at = LOCALES.indexOf(active) + by;
    setActive(LOCALES[Math.min(Math.max(at, 0), LOCALES.length - 1)]!);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => (open ? move(1) : show()),
      ArrowUp: () => (open ? move(-1) : show()),
      Home: () => open && setActive(LOCALES[0]!),
      End: () => open && setActive(LOCALES[LOCALES.length - 1]!),
      Enter: () => (open ? choose(active) : show()),
      ' ': () => (open ? choose(active) : show()),
      Escape: () => setOpen(false),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div ref={root} className={styles.picker}>
      <button
        type="button"
        role="combobox"
        className={styles.trigger}
        aria-label={t('navbar.language')}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        aria-activedescendant={open ? optionId(active) : undefined}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      >
        <span className={styles.value}>{LOCALE_NAMES[current]}</span>
        <svg className={styles.arrow} viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden>
          <path d="M884 256h-75c-5.1 0-9.9 2.5-12.9 6.6L512 654.2 227.9 262.6c-3-4.1-7.8-6.6-12.9-6.6h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z" />
        </svg>
      </button>
      {open ? (
        <ul id={`${id}-list`} role="listbox" aria-label={t('navbar.language')} className={styles.list}>
          {LOCALES.map((locale) => (
            <li
              key={locale}
              id={optionId(locale)}
              role="option"
              aria-selected={locale === current}
              title={LOCALE_NAMES[locale]}
              className={styles.option}
              data-active={locale === active || undefined}
              // Keeps the focus on the combobox, which would otherwise close the list before the click.
              onPointerDown={(event) => event.preventDefault()}
              onPointerEnter={() => setActive(locale)}
              onClick={() => choose(locale)}
            >
              {LOCALE_NAMES[locale]}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
