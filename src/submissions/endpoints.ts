import { submissionTypes, type FormName } from '.'
import type { FormSteps, SubmissionForm } from './pipeline/form-entry'

const loaded = new Map<FormName, Promise<SubmissionForm>>()

/** Each attachment's rule, which a refused file is answered with: its messages' {field}File. */
const fileRules = (files: readonly string[], errors: Readonly<Record<string, string>>) =>
  files.length > 0
    ? Object.fromEntries(files.map((field) => [field, errors[`${field}File`]!]))
    : undefined

async function load(name: FormName): Promise<SubmissionForm> {
  const type = submissionTypes.find((candidate) => candidate.form === name)!
  const { boxes, visitor } = type
  const { schema } = (await import(`./${name}/schema.ts`)) as Pick<SubmissionForm, 'schema'>
  const steps: FormSteps = 'steps' in type ? (await import(`./${name}/endpoint.ts`)).steps : {}
  return {
    ...steps,
    type,
    schema,
    options: type.options,
    consentField: boxes.consent,
    flags: boxes.flags,
    files: fileRules(boxes.files, type.messages.en.errors),
    visitor: (values) => ({
      name: String(values[visitor.name]),
      email: String(values[visitor.email]),
    }),
  }
}

/**
 * What the form endpoint needs to accept a form's submissions: its type's definition, its rules
 * (the type's schema.ts) and, where its definition says so, the steps of its endpoint.ts (e.g. the
 * market report's download links), found by the type's folder, which is named for its form.
 * Only the server imports this.
 */
export function submissionForm(name: FormName): Promise<SubmissionForm> {
  let form = loaded.get(name)
  if (!form) {
    form = load(name)
    loaded.set(name, form)
  }
  return form
}
