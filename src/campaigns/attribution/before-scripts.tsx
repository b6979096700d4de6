import { storageKey } from './tab'

/**
 * A form sent by the browser itself before the page's scripts have run still carries the tab's
 * attribution: this inline script, run as the page is read, puts it in a hidden field as the form
 * is sent, unless a script already sent the form itself (then the event is cancelled). Set on the
 * bubbling submit at the document, after React's handler at its root.
 */
const source = `document.addEventListener('submit',function(e){try{var a=sessionStorage.getItem(${JSON.stringify(storageKey)});if(!a||e.defaultPrevented||!(e.target instanceof HTMLFormElement))return;var f=e.target,i=f.querySelector('input[name="attribution"]');if(!i){i=document.createElement('input');i.type='hidden';i.name='attribution';f.appendChild(i)}i.value=a}catch(_){}})`

export function AttributionBeforeScripts() {
  return <script dangerouslySetInnerHTML={{ __html: source }} />
}
