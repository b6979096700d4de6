import { storageKey } from './tab'
import { landing, landingRules } from './touch'

/**
 * Records where the visitor came from as each document of the site is parsed, before any script
 * of the page has arrived: a visitor who follows a link at once, on a slow phone, still keeps the
 * campaign they landed with (the site layout keeps the document across moves between its pages,
 * which are no landing). The tab's attribution is read and written in sessionStorage.
 */
const recordLanding = `(function(){try{var k=${JSON.stringify(storageKey)},s;try{s=JSON.parse(sessionStorage.getItem(k)||'null')}catch(e){}var l=(${landing.toString()})(s&&typeof s==='object'?s:undefined,location.href,document.referrer,new Date().toISOString(),${JSON.stringify(landingRules)});sessionStorage.setItem(k,JSON.stringify(l.attribution))}catch(e){}})();`

/**
 * A form sent by the browser itself before the page's scripts have run still carries the tab's
 * attribution: this puts it in a hidden field as the form is sent, unless a script already sent
 * the form itself (then the event is cancelled). Set on the bubbling submit at the document,
 * after React's handler at its root.
 */
const sendWithForms = `document.addEventListener('submit',function(e){try{var a=sessionStorage.getItem(${JSON.stringify(storageKey)});if(!a||e.defaultPrevented||!(e.target instanceof HTMLFormElement))return;var f=e.target,i=f.querySelector('input[name="attribution"]');if(!i){i=document.createElement('input');i.type='hidden';i.name='attribution';f.appendChild(i)}i.value=a}catch(_){}})`

/** The page's attribution, inline at the top of its body: it runs as the document is parsed. */
export const attributionScript = `${recordLanding}${sendWithForms}`

export function AttributionBeforeScripts() {
  return <script dangerouslySetInnerHTML={{ __html: attributionScript }} />
}
