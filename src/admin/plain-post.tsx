/** Marks a submit button of the document's form that posts a plain form of its own (formAction). */
export const plainPostAttribute = 'data-plain-post'

/**
 * Before a page's scripts have all run, Payload's document form can already handle its submit
 * event (and, while it starts, drops it) when one of our buttons inside it is not yet hydrated.
 * This listener, on the window in the capture phase and so before React's, keeps such a submit
 * away from React: the browser posts the plain form. Once hydrated, the buttons prevent the
 * click's default, and no submit event is sent at all. Installed once, as the page is parsed.
 */
const guard = `if(!window.__plainPostGuard){window.__plainPostGuard=1;addEventListener('submit',function(e){if(e.submitter&&e.submitter.hasAttribute('${plainPostAttribute}'))e.stopPropagation()},true)}`

export function PlainPostGuard() {
  return <script dangerouslySetInnerHTML={{ __html: guard }} />
}
