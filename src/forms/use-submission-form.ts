'use client'

import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
} from 'react-hook-form'
import { useState, type BaseSyntheticEvent } from 'react'

import {
  submissionEndpoint,
  type FormName,
  type SubmissionResponse,
} from '@/lib/submissions/response'

import { newSubmissionKey } from './fill-fields'
import { lazyZodResolver, type SchemaLoader } from './lazy-resolver'
import { loadToasts, toast } from './toasts'

type Options<Input extends FieldValues> = {
  form: FormName
  /** Loads the form's schema: zod and the rules are downloaded when needed, not with the page. */
  schema: SchemaLoader<Input>
  /** The empty form; a fresh submission key is added for every fill. */
  empty: Omit<Input, 'submissionKey'>
  success: { title: string; description?: string }
  /** Builds the request body from what the visitor typed; JSON unless the form sends files. */
  encode?: (values: Input) => { body: BodyInit; headers?: HeadersInit }
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
 * A form validated by its schema on submit, sent to its endpoint, and answered with a toast. On
 * success it starts a new fill; on any failure every typed value stays for a retry, and the
 * server's field messages appear under their fields.
 */
export function useSubmissionForm<Input extends FieldValues>({
  form,
  schema,
  empty,
  success,
  encode = asJson,
}: Options<Input>) {
  const freshFill = () => ({ ...empty, submissionKey: newSubmissionKey() }) as DefaultValues<Input>
  const [validation] = useState(() => lazyZodResolver(schema))
  const methods = useForm<Input, unknown, unknown>({
    resolver: validation.resolver,
    defaultValues: freshFill(),
    // Done by focusFirstInvalid, in the page's order.
    shouldFocusError: false,
  })

  const onInvalid = (errors: FieldErrors<Input>, event?: BaseSyntheticEvent) =>
    focusFirstInvalid(event?.target, Object.keys(errors))

  const onSubmit = methods.handleSubmit(async (_values, event) => {
    const formElement = event?.target as EventTarget | undefined
    // The server validates what was typed with the same schema, so send the raw values.
    const { body, headers } = encode(methods.getValues())
    let response: Response
    try {
      response = await fetch(submissionEndpoint(form), { method: 'POST', body, headers })
    } catch {
      toast.error('We could not reach our server', {
        description: 'Please check your connection and try again. Your answers are still here.',
      })
      return
    }
    const answer = await readAnswer(response)
    if (response.ok && answer?.ok) {
      toast.success(success.title, { description: success.description })
      methods.reset(freshFill())
      return
    }
    const refusal = answer && !answer.ok ? answer : undefined
    const fieldErrors = refusal?.fieldErrors ?? {}
    for (const [field, message] of Object.entries(fieldErrors)) {
      methods.setError(field as Path<Input>, { type: 'server', message })
    }
    focusFirstInvalid(formElement, Object.keys(fieldErrors))
    toast.error(response.status === 429 ? 'Please wait a moment' : 'Your request was not sent', {
      description:
        refusal?.message ?? 'Something went wrong on our side. Please try again in a moment.',
    })
  }, onInvalid)

  /** Downloads the rules and the toasts before the first submit, as the visitor turns to the form. */
  const preload = () => {
    validation.preload()
    loadToasts().catch(() => undefined)
  }

  return { ...methods, onSubmit, preload }
}
