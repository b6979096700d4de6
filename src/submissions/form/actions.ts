'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { localePath } from '@/lib/site/locale-path'
import { defaultLocale, isLocale } from '@/lib/site/locales'
import { clientAddress } from '@/server/rate-limit'
import { isFormName } from '@/submissions'
import { requestDependencies } from '@/submissions/pipeline/next-dependencies'
import {
  confirmationPath,
  localeField,
  type FormName,
  type FormState,
} from '@/submissions/pipeline/response'
import { submitFormData } from '@/submissions/pipeline/without-scripts'

/*
 * What a form does when the browser sends it itself: without JavaScript, or before the page's
 * scripts have arrived on a slow connection. A stored submission leads to its confirmation page
 * (a 303, so reloading it sends nothing again); a refused one renders the form again.
 */

/**
 * Bound to its form's name by useSubmissionForm. The name comes back from the browser, so it is
 * checked like everything else the browser sends.
 */
export async function submitForm(
  formName: FormName,
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  if (!isFormName(formName)) throw new Error('Unknown form')
  const requestHeaders = await headers()
  const result = await submitFormData(
    formName,
    formData,
    { client: clientAddress(requestHeaders), referer: requestHeaders.get('referer') },
    await requestDependencies(),
  )
  if (!result.stored) return result.state
  const locale = String(formData.get(localeField))
  redirect(
    localePath(isLocale(locale) ? locale : defaultLocale, confirmationPath(formName, result)),
  )
}
