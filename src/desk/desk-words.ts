import type { AdminLanguage } from '@/lib/admin/language/words'

const en = {
  myLeads: 'My leads',
  noneMine: 'No open lead is yours. New ones are assigned as they arrive.',
  open: 'open',
  reference: 'Reference',
  from: 'From',
  status: 'Status',
  received: 'Received',
  unassignedTitle: 'Unassigned leads',
  unassignedEmpty: 'Every open lead has an owner.',
  lateTitle: 'Waiting past their target',
  lateEmpty: 'No lead waits past its target for a first response.',
  waiting: 'waiting',
  responseTitle: 'First response, last 30 days (business hours)',
  asOf: 'As of',
  updated: ', updated every minute.',
  perType: 'Per type',
  type: 'Type',
  perOwner: 'Per owner',
  owner: 'Owner',
  answered: 'Answered',
  median: 'Median',
  p90: '90th percentile',
  weeklyTitle: 'Answered within target, week by week',
  noWeeks: 'No lead has been due yet in the last 8 weeks.',
  weekOf: 'Week of',
  of: 'of',
  /** Between a label and its figure: "Quote requests: 7", "Demandes de devis : 7". */
  colon: ':',
}

export type DeskWords = typeof en

const fr: DeskWords = {
  myLeads: 'Mes demandes',
  noneMine: 'Aucune demande ouverte ne vous est attribuée. Les nouvelles le sont à leur arrivée.',
  open: 'ouverte(s)',
  reference: 'Référence',
  from: 'De',
  status: 'Statut',
  received: 'Reçue le',
  unassignedTitle: 'Demandes sans responsable',
  unassignedEmpty: 'Chaque demande ouverte a un responsable.',
  lateTitle: 'En attente au-delà du délai',
  lateEmpty: 'Aucune demande n’attend sa première réponse au-delà du délai.',
  waiting: 'en attente',
  responseTitle: 'Première réponse, 30 derniers jours (heures ouvrées)',
  asOf: 'Au',
  updated: ', mis à jour chaque minute.',
  perType: 'Par type',
  type: 'Type',
  perOwner: 'Par responsable',
  owner: 'Responsable',
  answered: 'Traitées',
  median: 'Médiane',
  p90: '90e centile',
  weeklyTitle: 'Réponses dans le délai, semaine par semaine',
  noWeeks: 'Aucune demande n’est arrivée à échéance ces 8 dernières semaines.',
  weekOf: 'Semaine du',
  of: 'sur',
  colon: '\u00a0:',
}

/** The lead desk panels' words, in the admin's language. */
export const deskWords: Record<AdminLanguage, DeskWords> = { en, fr }
