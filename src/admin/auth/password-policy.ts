import {
  ValidationError,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
} from 'payload'

/** Every staff password: the first admin's, a sign-up's, a changed or a reset one. */
export const minPasswordLength = 12

export const passwordTooShort = `Use a password of at least ${minPasswordLength} characters`

function checkPassword(password: unknown): void {
  if (typeof password === 'string' && password.length < minPasswordLength) {
    throw new ValidationError({
      collection: 'users',
      errors: [{ path: 'password', message: passwordTooShort }],
    })
  }
}

/** Account creation (the first admin included) and password changes go through validation. */
export const requireLongPasswords: CollectionBeforeValidateHook = ({ data }) => {
  checkPassword(data?.password)
  return data
}

/** Payload's reset-password operation skips validation of the new password: checked first here. */
export const requireLongResetPasswords: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation === 'resetPassword') checkPassword(args.data?.password)
  return args
}
