import type { AdminLanguage } from '@/lib/admin/language/words'

const en = {
  board: 'Board',
  columns: 'Columns',
  heading: (type: string) => `Board: ${type}`,
  intro:
    'Each open lead in the column of its status, soonest due first. Move a card with its menu, or drag it to another column.',
  type: 'Type',
  moveTo: 'Move to',
  move: 'Move',
  moved: (reference: string) => `${reference} moved.`,
  notMoved: 'The card was not moved: it may have changed meanwhile, or you may not move it.',
  confirmYes: (status: string) => `Yes, move to ${status}`,
  cancel: 'Cancel',
  leads: (count: number) => (count === 1 ? '1 lead' : `${count.toLocaleString('en-GB')} leads`),
  closedLately: (days: number) => `last ${days} days`,
  more: (count: number) => `${count.toLocaleString('en-GB')} more in the list`,
  daysInStage: (days: number) =>
    days === 0
      ? 'in this stage since today'
      : days === 1
        ? '1 day in this stage'
        : `${days} days in this stage`,
  unassigned: 'Unassigned',
  emptyColumn: 'No lead here.',
  noTypes: 'You work no lead type: the board is for staff on the desk.',
}

export type BoardWords = typeof en

const fr: BoardWords = {
  board: 'Tableau',
  columns: 'Colonnes',
  heading: (type: string) => `Tableau : ${type}`,
  intro:
    'Chaque demande ouverte dans la colonne de son statut, l’échéance la plus proche en premier. Déplacez une carte avec son menu, ou faites-la glisser dans une autre colonne.',
  type: 'Type',
  moveTo: 'Déplacer vers',
  move: 'Déplacer',
  moved: (reference: string) => `${reference} déplacée.`,
  notMoved:
    'La carte n’a pas été déplacée : elle a peut-être changé entre-temps, ou vous ne pouvez pas la déplacer.',
  confirmYes: (status: string) => `Oui, déplacer vers ${status}`,
  cancel: 'Annuler',
  leads: (count: number) =>
    count <= 1 ? `${count} demande` : `${count.toLocaleString('fr-FR')} demandes`,
  closedLately: (days: number) => `${days} derniers jours`,
  more: (count: number) => `${count.toLocaleString('fr-FR')} de plus dans la liste`,
  daysInStage: (days: number) =>
    days === 0
      ? 'à cette étape depuis aujourd’hui'
      : days === 1
        ? '1 jour à cette étape'
        : `${days} jours à cette étape`,
  unassigned: 'Non attribuée',
  emptyColumn: 'Aucune demande ici.',
  noTypes: 'Vous ne traitez aucun type de demande : le tableau est réservé à l’équipe commerciale.',
}

export const boardWords = (language: AdminLanguage): BoardWords => (language === 'fr' ? fr : en)
