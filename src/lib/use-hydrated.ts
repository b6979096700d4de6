import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => undefined

/**
 * False on the server and while the page hydrates, true once this browser runs the component:
 * what a control that needs its script shows until it has it.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
