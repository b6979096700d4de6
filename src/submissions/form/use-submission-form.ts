'use client'

import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
} from 'react-hook-form'
import {
  useActionState,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type BaseSyntheticEvent,
} from 'react'

import {
  idleFormState,
  submissionEndpoint,
  successMessage,
  type FormName,
  type FormState,
  type SubmissionResponse,
} from '@/submissions/pipeline/response'

import { useHydrated } from '@/lib/use-hydrated'

import { submitForm } from './actions'
import type { FormSetup, FormWords } from './words'
import { newSubmissionKey } from './fill'
import { clearFill, readFill, saveFill } from './fill-storage'
import { lazyZodResolver } from './lazy-resolver'
import { loadToasts, toast } from './toasts'
import { tabAttribution } from '@/submissions/attribution/tab'

type Options = FormSetup & {
  /** Builds the request body from what the visitor typed; JSON unless the form sends files. */
  encode?: (values: FieldValues) => { body: BodyInit; headers?: Record<string, string> }
}

const asJson = (values: FieldValues) => ({
  body: JSON.stringify(values),
  headers: { 'content-type': 'application/json' },
})

async function readAnswer(response: Response): Promise<SubmissionResponse | undefined> {
  try {
    return (await response.json()) as SubmissionResponse
  } catch {
    return undefined
  }
}

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const isFormControl = (element: Element): element is FormControl =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement

/**
 * What the form's fields hold in the browser, by name (hidden inputs left out): a box as ticked or
 * not, a file field as its file, a radio group as its chosen value, any other field as its text.
 */
function answersIn(form: HTMLFormElement): Map<string, string | boolean | File | undefined> {
  const answers = new Map<string, string | boolean | File | undefined>()
  for (const control of Array.from(form.elements).filter(isFormControl)) {
    if (control instanceof HTMLInputElement) {
      if (control.type === 'hidden' || (control.type === 'radio' && !control.checked)) continue
      if (control.type === 'checkbox') answers.set(control.name, control.checked)
      else if (control.type === 'file') answers.set(control.name, control.files?.[0])
      else answers.set(control.name, control.value)
    } else {
      answers.set(control.name, control.value)
    }
  }
  return answers
}

/**
 * Focuses the invalid field that comes first on the page and brings it to the middle of the
 * screen, clear of the sticky header. react-hook-form's own focus follows the order in which
 * fields were registered, which is not the page's order when fields render inside components.
 */
function focusFirstInvalid(form: EventTarget | null | undefined, fields: string[]) {
  if (!(form instanceof HTMLFormElement)) return
  const control = Array.from(form.elements)
    .filter(isFormControl)
    .find((element) => fields.includes(element.name) && !element.disabled)
  if (!control) return
  control.focus({ preventScroll: true })
  control.scrollIntoView({ block: 'center' })
}

/**
 * What the form says about the connection when a send did not get through: `waiting` (offline;
 * it is sent by itself when the browser is back online) or `failed` (the server could not be
 * reached; the visitor sends it again).
 */
export type ConnectionState = 'ok' | 'waiting' | 'failed'

/** A send, kept while the browser is offline to go out again as it was. */
type WaitingSend = {
  request: { body: BodyInit; headers?: Record<string, string> }
  formElement: EventTarget | undefined
}

/**
 * A form validated by its schema on submit, sent to its endpoint, and answered with a toast. On
 * success it starts a new fill, shown once the visitor leaves the confirmation with the reference; on any failure every typed value stays for a retry, and the
 * server's field messages appear under their fields. Until its script runs, the browser posts the
 * form to its server action instead, which answers with a page; what the visitor types is kept
 * in the tab's storage, and a send made offline goes out, once, when the connection returns.
 */
/**
 * Each form's server action, bound to its name once: a new binding on every render would be a new
 * action to React, and a form rendered again on the server after a refused post would wait on it
 * for ever.
 */
const boundActions = new Map<
  FormName,
  (state: FormState, formData: FormData) => Promise<FormState>
>()

function actionOf(form: FormName) {
  let action = boundActions.get(form)
  if (!action) {
    action = submitForm.bind(null, form)
    boundActions.set(form, action)
  }
  return action
}

export function useSubmissionForm<Input extends FieldValues>({
  form,
  page,
  locale,
  empty,
  words,
  encode = asJson,
}: Options) {
  const [state, formAction] = useActionState(actionOf(form), idleFormState, page)
  const sentBack = state.status === 'refused' ? state : undefined
  const freshFill = () => ({ ...empty, submissionKey: newSubmissionKey() }) as DefaultValues<Input>
  const [defaultValues] = useState(
    () => ({ ...freshFill(), ...sentBack?.values }) as DefaultValues<Input>,
  )
  // What the fields show before any script runs: the answers sent back, else the empty form's
  // (which may hold a choice its page made, the posting applied for).
  const initialValues = useMemo(
    () =>
      sentBack?.values ??
      (Object.fromEntries(
        Object.entries(empty).filter(([, value]) => value !== undefined),
      ) as Readonly<Record<string, string | boolean>>),
    [sentBack, empty],
  )
  const serverErrors = useMemo(
    () =>
      sentBack &&
      (Object.fromEntries(
        Object.entries(sentBack.fieldErrors).map(([field, message]) => [
          field,
          { type: 'server', message },
        ]),
      ) as FieldErrors<Input>),
    [sentBack],
  )
  const [validation] = useState(() => lazyZodResolver<Input>(form))
  const methods = useForm<Input, unknown, unknown>({
    resolver: validation.resolver,
    defaultValues,
    errors: serverErrors,
    // Done by focusFirstInvalid, in the page's order.
    shouldFocusError: false,
  })
  const hydrated = useHydrated()
  const [connection, setConnection] = useState<ConnectionState>('ok')
  const [waiting, setWaiting] = useState<WaitingSend | null>(null)
  const [resending, setResending] = useState(false)
  // Set once a send is stored: the form gives way to its confirmation until filled again.
  const [sent, setSent] = useState<{
    reference?: string
    success: FormWords['own']['success']
  } | null>(null)

  // The page is shown, and works, before its script runs: what the fields hold when it takes them
  // over is the visitor's (ticks, choices and files included), not the values the form was drawn
  // with. Then answers kept from before a reload come back into the fields still empty, unless the
  // server just sent the form back with its own copy; from then on every change is kept.
  const { getValues, setValue, subscribe } = methods
  const element = useRef<HTMLFormElement>(null)
  useEffect(() => {
    let answered = false
    for (const [field, answer] of element.current ? answersIn(element.current) : []) {
      const name = field as Path<Input>
      if (answer !== getValues(name)) {
        setValue(name, answer as never, { shouldDirty: true })
        answered = true
      }
    }
    const kept = sentBack ? undefined : readFill(form)
    for (const [field, value] of Object.entries(kept ?? {})) {
      const name = field as Path<Input>
      const current: unknown = getValues(name)
      if (field === 'submissionKey' || current === '' || current === false || current == null) {
        setValue(name, value as never, { shouldDirty: field !== 'submissionKey' })
      }
    }
    if (answered) saveFill(form, getValues())
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveFill(form, values),
    })
    // Once, when the form first runs in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const onInvalid = (errors: FieldErrors<Input>, event?: BaseSyntheticEvent) =>
    focusFirstInvalid(event?.target, Object.keys(errors))

  async function send({ request, formElement }: WaitingSend) {
    let response: Response
    try {
      // The server answers in the language the form is in.
      response = await fetch(submissionEndpoint(form), {
        method: 'POST',
        body: request.body,
        headers: { ...request.headers, 'content-language': locale },
      })
    } catch {
      if (navigator.onLine === false) {
        setWaiting({ request, formElement })
        setConnection('waiting')
      } else {
        setConnection('failed')
      }
      return
    }
    setConnection('ok')
    const answer = await readAnswer(response)
    if (response.ok && answer?.ok) {
      const success = successMessage(words.own, answer.confirmationWithheld)
      toast.success(success.title, { description: success.description })
      clearFill(form)
      methods.reset(freshFill())
      setSent({ reference: answer.reference, success })
      return
    }
    const refusal = answer && !answer.ok ? answer : undefined
    const fieldErrors = refusal?.fieldErrors ?? {}
    for (const [field, message] of Object.entries(fieldErrors)) {
      methods.setError(field as Path<Input>, { type: 'server', message })
    }
    focusFirstInvalid(formElement, Object.keys(fieldErrors))
    const { toasts } = words.shared
    toast.error(response.status === 429 ? toasts.wait : toasts.notSent, {
      description: refusal?.message ?? toasts.failed,
    })
  }

  // A send that found the browser offline goes out once the connection is back, with the same
  // submission key, so that the server stores it once whatever happened to earlier attempts.
  const sendWaiting = useEffectEvent(async (pending: WaitingSend) => {
    setWaiting(null)
    setResending(true)
    try {
      await send(pending)
    } finally {
      setResending(false)
    }
  })
  useEffect(() => {
    if (!waiting) return
    const whenOnline = () => void sendWaiting(waiting)
    if (navigator.onLine) whenOnline()
    window.addEventListener('online', whenOnline, { once: true })
    return () => window.removeEventListener('online', whenOnline)
  }, [waiting])

  const onSubmit = methods.handleSubmit(async (_values, event) => {
    setWaiting(null)
    // The server validates what was typed with the same schema, so send the raw values, with
    // where the visitor came from.
    const values = { ...methods.getValues(), attribution: tabAttribution(), sentFrom: page }
    await send({ request: encode(values), formElement: event?.target })
  }, onInvalid)

  /** Downloads the rules and the toasts before the first submit, as the visitor turns to the form. */
  const preload = () => {
    validation.preload()
    loadToasts().catch(() => undefined)
  }

  return {
    ...methods,
    element,
    onSubmit,
    preload,
    formAction,
    locale,
    /** This page's address, which the form's submissions record as where they were sent from. */
    page,
    sentBack,
    initialValues,
    hydrated,
    connection,
    submitting: methods.formState.isSubmitting || resending,
    sent,
    fillAgain: () => setSent(null),
  }
}
