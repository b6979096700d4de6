export default function HomePage() {
  return (
    <main>
      <h1>Connecting Africa through digital services</h1>
      <p>The site&apos;s pages are on their way.</p>
    </main>
  )
}
