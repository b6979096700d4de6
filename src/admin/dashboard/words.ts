import type { AdminLanguage } from '@/lib/admin/language/words'

const en = {
  title: 'Admin Dashboard',
  welcome: 'Welcome back,',
  couldNotLoad: (what: string) =>
    `Could not load ${what}. Reload the page to try again; if it keeps failing, tell an administrator.`,
  parts: {
    myLeads: 'your leads',
    unassigned: 'the unassigned leads',
    late: 'the leads past their target',
    responseTimes: 'the response times',
    counters: 'the counters',
    activity: 'the recent activity',
    chart: 'the submissions chart',
    translations: 'the translations',
    tasks: 'your tasks',
    pipeline: 'the pipeline',
    waitingInStage: 'the candidates waiting past target',
  },
  new: 'new',
  nothingYet: 'Nothing has happened yet.',
  newSubmission: (noun: string) => `New ${noun}:`,
  by: (name: string) => ` by ${name}`,
  translationsTitle: 'French translations',
  everyPageTranslated: 'Every page has its French.',
  documentsLack: (total: number) =>
    `${total === 1 ? 'document lacks' : 'documents lack'} French: /fr shows their English until it is written.`,
  chartTitle: 'Submissions, last 30 days',
  activityTitle: 'Recent Activity',
  contentOnly:
    "Use the menu to edit the site's content. Submissions are handled by admins, the sales team and recruiters.",
}

export type OverviewWords = typeof en

const fr: OverviewWords = {
  title: 'Tableau de bord',
  welcome: 'Bon retour,',
  couldNotLoad: (what) =>
    `Impossible de charger ${what}. Rechargez la page pour réessayer ; si cela persiste, prévenez un administrateur.`,
  parts: {
    myLeads: 'vos demandes',
    unassigned: 'les demandes sans responsable',
    late: 'les demandes en retard',
    responseTimes: 'les délais de réponse',
    counters: 'les compteurs',
    activity: 'l’activité récente',
    chart: 'le graphique des demandes',
    translations: 'les traductions',
    tasks: 'vos tâches',
    pipeline: 'le pipeline',
    waitingInStage: 'les candidats en attente au-delà du délai',
  },
  new: 'nouveau(x)',
  nothingYet: 'Rien ne s’est encore passé.',
  newSubmission: (noun) => `${noun.startsWith('message') ? 'Nouveau' : 'Nouvelle'} ${noun} :`,
  by: (name) => ` par ${name}`,
  translationsTitle: 'Traductions françaises',
  everyPageTranslated: 'Chaque page a son français.',
  documentsLack: (total) =>
    `${total === 1 ? 'document n’a pas' : 'documents n’ont pas'} leur français : /fr affiche leur anglais en attendant.`,
  chartTitle: 'Demandes des 30 derniers jours',
  activityTitle: 'Activité récente',
  contentOnly:
    'Utilisez le menu pour modifier le contenu du site. Les demandes sont traitées par les administrateurs, l’équipe commerciale et les recruteurs.',
}

/** The Overview's own words, in the admin's language. */
export const overviewWords: Record<AdminLanguage, OverviewWords> = { en, fr }
