import { getImageProps, type ImageProps } from 'next/image'

/**
 * next/image's output (responsive srcset through the image optimizer, explicit size, lazy
 * loading) as a plain <img> rendered on the server. The next/image component is a client
 * component: on the home page it added a chunk to the first load and one more component per
 * flag to hydrate, for nothing a static image needs.
 */
export function Image(props: ImageProps) {
  const { props: imageProps } = getImageProps(props)
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the props above are next/image's own, alt included
  return <img {...imageProps} />
}
