import type { AdminLanguage } from '@/lib/admin/language/words'

const english = {
  stage: 'Stage',
  moveTo: 'Move to',
  move: 'Move',
  moving: 'Moving…',
  reason: 'Why rejected',
  chooseReason: 'Choose a reason',
  reasonNeeded: 'Choose why the application is rejected.',
  moved: 'Stage changed.',
  failed: 'The stage could not be changed. Choose a stage of this posting, and a reason to reject.',
  pipeline: 'Pipeline',
  openPipeline: 'Open the pipeline',
  noPosting: 'No job posting yet: a posting’s pipeline shows here once it has one.',
  postings: 'Posting',
  show: 'Show',
  daysInStage: (days: number) =>
    days === 0
      ? 'in this stage since today'
      : days === 1
        ? '1 day in this stage'
        : `${days} days in this stage`,
  unassigned: 'Unassigned',
  moreInList: (count: number) => `${count.toLocaleString('en-GB')} more in the list`,
  empty: 'No candidate here.',
  closedRecently: (days: number) => `last ${days} days`,
  flagged: 'Flagged',
  dragHint:
    'Each candidate in the column of their stage, longest waiting first. Move a card with its menu (a rejection says why), or drag it to another column.',
  rejectedBecause: 'Rejected:',
  recruitersOnly: 'The pipeline is for recruiters.',
  heading: (posting: string) => `Pipeline: ${posting}`,
  columns: 'Stages',
  reasonWhenRejecting: 'Reason, if rejecting',
  movedCard: (name: string) => `${name} moved.`,
  candidates: (count: number) =>
    count === 1 ? '1 candidate' : `${count.toLocaleString('en-GB')} candidates`,
  postingStatus: (status: string | null | undefined) =>
    status === 'draft' ? 'draft' : status === 'inactive' ? 'closed' : (status ?? ''),
}

export type StageWords = typeof english

const french: StageWords = {
  stage: 'Étape',
  moveTo: 'Passer à',
  move: 'Déplacer',
  moving: 'Déplacement…',
  reason: 'Motif du refus',
  chooseReason: 'Choisir un motif',
  reasonNeeded: 'Choisissez le motif du refus.',
  moved: 'Étape modifiée.',
  failed:
    'L’étape n’a pas pu être modifiée. Choisissez une étape de cette offre, et un motif pour un refus.',
  pipeline: 'Suivi des candidatures',
  openPipeline: 'Ouvrir le suivi des candidatures',
  noPosting: 'Aucune offre d’emploi pour l’instant : le suivi de ses candidatures s’affichera ici.',
  postings: 'Offre d’emploi',
  show: 'Afficher',
  daysInStage: (days: number) =>
    days === 0
      ? 'à cette étape depuis aujourd’hui'
      : days === 1
        ? '1 jour à cette étape'
        : `${days} jours à cette étape`,
  unassigned: 'Non attribuée',
  moreInList: (count: number) => `${count.toLocaleString('fr-FR')} de plus dans la liste`,
  empty: 'Aucun candidat ici.',
  closedRecently: (days: number) => `${days} derniers jours`,
  flagged: 'Signalée',
  dragHint:
    'Chaque candidat dans la colonne de son étape, en commençant par ceux qui attendent depuis le plus longtemps. Déplacez une carte avec son menu (un refus indique son motif) ou faites-la glisser vers une autre colonne.',
  rejectedBecause: 'Refusée :',
  recruitersOnly: 'Le suivi des candidatures est réservé aux recruteurs.',
  heading: (posting: string) => `Suivi des candidatures : ${posting}`,
  columns: 'Étapes',
  reasonWhenRejecting: 'Motif, en cas de refus',
  movedCard: (name: string) => `${name} : carte déplacée.`,
  candidates: (count: number) =>
    count === 1 ? '1 candidat' : `${count.toLocaleString('fr-FR')} candidats`,
  postingStatus: (status: string | null | undefined) =>
    status === 'draft' ? 'brouillon' : status === 'inactive' ? 'fermée' : (status ?? ''),
}

export const stageWords = (language: AdminLanguage): StageWords =>
  language === 'fr' ? french : english
