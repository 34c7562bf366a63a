import type { SVGProps } from 'react';

/** The props Tabler's icons take, so custom icons can stand wherever a Tabler icon does. */
export interface CustomIconProps extends Omit<SVGProps<SVGSVGElement>, 'stroke'> {
  /** Width and height. Default 24. */
  size?: number | string;
  /** Line width. Default 2. */
  stroke?: number;
}

function svgProps({ size = 24, stroke = 2, ...rest }: CustomIconProps): SVGProps<SVGSVGElement> {
  return {
    xmlns: 'http://www.w3.org/2000/svg',
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: stroke,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    focusable: false,
    ...rest,
  };
}

/** The product's mark as a line icon: a letter A in a rounded square. */
export function IconConsoleMark(props: CustomIconProps) {
  return (
    <svg aria-hidden="true" {...svgProps(props)}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <path d="M8.5 16.5 12 7.5l3.5 9M9.8 13.5h4.4" />
    </svg>
  );
}

/** A rising line over bars, with a filled dot on the latest point. */
export function IconTrendBars(props: CustomIconProps) {
  return (
    <svg aria-hidden="true" {...svgProps(props)}>
      <path d="M4 20h16" />
      <path d="M6 16v-2M10 16v-4M14 16v-3M18 16v-6" />
      <path d="m5 10 4-3 4 2 5-5" />
      <circle cx="18" cy="4" r="1.2" fill="currentColor" stroke="none" />
    </svg>
  );
}
