import type { AdminLanguage } from '@/lib/admin/language/words'
import { myWorkPath } from '@/lib/admin/navigation'

import type { DueTasks } from './due'

const words = {
  en: {
    title: 'Your tasks',
    overdue: 'overdue',
    today: 'due by the end of today',
    none: 'No task is due today.',
  },
  fr: {
    title: 'Vos tâches',
    overdue: 'en retard',
    today: 'à faire d’ici la fin de la journée',
    none: 'Aucune tâche à faire aujourd’hui.',
  },
}

/** The Overview's count of the signed-in person's due and overdue tasks, into My work. */
export function TasksDuePanel({
  due,
  adminRoute,
  language,
}: {
  due: DueTasks
  adminRoute: string
  language: AdminLanguage
}) {
  const said = words[language]
  const myWork = `${adminRoute}${myWorkPath}`
  return (
    <section className="panel desk" aria-labelledby="tasks-due-title">
      <h2 id="tasks-due-title" className="panel__title">
        {said.title}
      </h2>
      {due.today === 0 ? (
        <p className="overview__empty">{said.none}</p>
      ) : (
        <ul className="desk__counts">
          <li>
            <a href={`${myWork}?due=overdue`}>
              <strong data-testid="tasks-overdue">{due.overdue}</strong> {said.overdue}
            </a>
          </li>
          <li>
            <a href={`${myWork}?due=today`}>
              <strong data-testid="tasks-today">{due.today}</strong> {said.today}
            </a>
          </li>
        </ul>
      )}
    </section>
  )
}
