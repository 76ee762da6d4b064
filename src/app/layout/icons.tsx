// Small inline icons: no request, no icon font, and they inherit the text colour.
import type { ReactElement, SVGProps } from 'react';
import type { Language } from '@/lib/i18n/languages';

type IconProps = SVGProps<SVGSVGElement>;

const base = { width: 20, height: 20, 'aria-hidden': true, focusable: false } as const;

export const ChevronDownIcon = (props: IconProps) => (
  <svg {...base} viewBox="0 0 20 20" fill="currentColor" {...props}>
    <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
  </svg>
);

/** Two-pixel rounded strokes on a 24 grid: the menu's open and close marks. */
const stroked = {
  ...base,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
} as const;

export const MenuIcon = (props: IconProps) => (
  <svg {...stroked} {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

export const CloseIcon = (props: IconProps) => (
  <svg {...stroked} {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

export const LogoMark = (props: IconProps) => (
  <svg {...base} width={32} height={32} viewBox="0 0 32 32" {...props}>
    <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
    <path
      d="M16 7 5 12.5 16 18l9-4.5V20h2v-7.5L16 7Zm-6 9.2v4.3c0 1.9 2.7 3.5 6 3.5s6-1.6 6-3.5v-4.3L16 19.2l-6-3Z"
      fill="#fff"
    />
  </svg>
);

export const FacebookIcon = (props: IconProps) => (
  <svg {...base} viewBox="0 0 24 24" fill="currentColor" {...props}>
    <path d="M13.5 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1Z" />
  </svg>
);

export const InstagramIcon = (props: IconProps) => (
  <svg {...base} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" {...props}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="1" fill="currentColor" stroke="none" />
  </svg>
);

// Flags drawn with plain stripes (the UK flag simplified) to stay a few hundred bytes.
const flags: Record<Language, ReactElement> = {
  arm: (
    <>
      <rect width="24" height="6" fill="#D90012" />
      <rect y="6" width="24" height="6" fill="#0033A0" />
      <rect y="12" width="24" height="6" fill="#F2A800" />
    </>
  ),
  ru: (
    <>
      <rect width="24" height="6" fill="#fff" />
      <rect y="6" width="24" height="6" fill="#0039A6" />
      <rect y="12" width="24" height="6" fill="#D52B1E" />
    </>
  ),
  en: (
    <>
      <rect width="24" height="18" fill="#012169" />
      <path d="M0 0l24 18M24 0 0 18" stroke="#fff" strokeWidth="3.6" />
      <path d="M0 0l24 18M24 0 0 18" stroke="#C8102E" strokeWidth="1.4" />
      <path d="M12 0v18M0 9h24" stroke="#fff" strokeWidth="5" />
      <path d="M12 0v18M0 9h24" stroke="#C8102E" strokeWidth="3" />
    </>
  ),
};

export const FlagIcon = ({ language, ...props }: IconProps & { language: Language }) => (
  <svg
    aria-hidden="true"
    focusable="false"
    width={24}
    height={18}
    viewBox="0 0 24 18"
    className="flag"
    {...props}
  >
    {flags[language]}
  </svg>
);
