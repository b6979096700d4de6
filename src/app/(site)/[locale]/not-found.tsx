import { Compass } from 'lucide-react'

import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'

export default function NotFound() {
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <Compass aria-hidden="true" className="size-14 text-teal-700" />
      <p className="mt-6 text-sm font-semibold tracking-wider text-teal-800 uppercase">404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-navy-950 sm:text-5xl">
        Oops! Page not found
      </h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">
        The page you are looking for does not exist or has moved.
      </p>
      <ButtonLink href="/" size="lg" className="mt-10">
        Return to Home
      </ButtonLink>
    </Container>
  )
}
