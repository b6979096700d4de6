import { createElement, type SVGProps } from 'react'

/** One of an icon's shapes: an SVG element name and its attributes, as lucide describes them. */
export type IconShape = readonly [tag: string, attributes: Readonly<Record<string, string>>]

export type IconProps = SVGProps<SVGSVGElement>
export type Icon = (props: IconProps) => React.ReactElement

/**
 * An icon as lucide draws it (a 24-unit square stroked in the text colour, decorative unless
 * labelled), rendered as plain SVG. lucide-react's components are client components: each one
 * drawn on a page brought lucide's React runtime into every page's first load and was hydrated.
 */
export function strokeIcon(name: string, shapes: readonly IconShape[]): Icon {
  return function StrokeIcon({ className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        {...props}
      >
        {shapes.map(([tag, attributes], index) =>
          createElement(tag, { key: index, ...attributes }),
        )}
      </svg>
    )
  }
}
