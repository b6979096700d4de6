'use client'

import '@/app/(site)/globals.css'

type Props = { error: Error & { digest?: string }; reset: () => void }

/** The site's layout itself failed (e.g. the database is down): a bare page of its own. */
export default function GlobalError({ error, reset }: Props) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh items-center justify-center bg-slate-50 p-6">
        <main className="max-w-md text-center">
          <h1 className="text-3xl font-bold text-navy-950">Something went wrong</h1>
          <p className="mt-4 text-lg text-slate-600">
            The site is temporarily unavailable. Please try again in a moment.
          </p>
          {error.digest ? (
            <p className="mt-2 text-sm text-slate-600">Reference: {error.digest}</p>
          ) : null}
          <div className="mt-8 flex justify-center gap-3">
            <button
              type="button"
              onClick={reset}
              className="h-11 rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800"
            >
              Try again
            </button>
            {/* A full page load: the client router is what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a
              href="/"
              className="inline-flex h-11 items-center rounded-lg border border-navy-200 bg-white px-5 font-semibold text-navy-900"
            >
              Return to Home
            </a>
          </div>
        </main>
      </body>
    </html>
  )
}
