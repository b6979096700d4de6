import type { FrenchSeed, PageSeed } from '../../../types'
import { companyName } from '@/lib/site/company'
import { bulletList, heading, paragraph, richText } from '../lexical'

export const privacyPolicyFr: FrenchSeed<PageSeed> = {
  title: 'Politique de confidentialité',
  intro: `Comment ${companyName} collecte, utilise et protège les données personnelles que vous nous transmettez par l’intermédiaire de ce site.`,
  layout: [
    {
      content: richText(
        heading('Qui sommes-nous ?'),
        paragraph(
          `${companyName} (« nous ») fournit des services à valeur ajoutée, des solutions fintech et des solutions numériques aux opérateurs mobiles et aux entreprises en Afrique. Notre siège social est situé à Hyderabad, en Inde. Nous sommes le responsable du traitement des données personnelles décrites dans la présente politique.`,
        ),
        heading('Données collectées'),
        paragraph(
          'Nous collectons uniquement les données que vous choisissez de nous transmettre au moyen des formulaires de ce site :',
        ),
        bulletList(
          [
            'Messages de contact : vos nom et prénom, votre adresse e-mail, votre entreprise ou votre opérateur, le service qui vous intéresse et votre message.',
          ],
          [
            'Demandes de devis : votre entreprise, vos nom et prénom, votre adresse e-mail, votre pays, votre numéro de téléphone ainsi que la description, le calendrier et le budget de votre projet.',
          ],
          [
            'Candidatures de partenariat : votre entreprise, vos nom et prénom, votre adresse e-mail, votre numéro de téléphone, votre pays ou votre région, le type de partenariat envisagé, la présentation de votre entreprise et votre proposition.',
          ],
          [
            'Candidatures à un emploi : vos nom et prénom, vos coordonnées, votre lieu de résidence, votre profil LinkedIn, le poste visé, votre expérience, votre disponibilité, vos prétentions salariales, votre présentation, vos compétences et votre motivation, votre CV et, si vous en joignez une, votre lettre de motivation.',
          ],
          [
            'Demandes de rapport de marché : vos nom et prénom, votre adresse e-mail professionnelle, votre entreprise et votre pays, la région dont vous avez demandé le rapport et le nombre de fois où vous l’avez téléchargé.',
          ],
        ),
        paragraph(
          'Nos serveurs enregistrent également des données techniques, telles que votre adresse IP et l’heure de chaque requête, afin d’assurer la sécurité du site et de prévenir l’utilisation abusive des formulaires. Ils comptent le nombre de consultations de chaque page par jour, sans cookie et sans enregistrer qui l’a consultée.',
        ),
        paragraph(
          'Avec chaque formulaire, nous recevons aussi la façon dont vous nous avez trouvés : la première page de ce site ouverte dans cet onglet et, si vous arrivez d’une publicité, d’un lien de campagne ou d’un autre site, le nom de la campagne, la référence du clic publicitaire et le nom de ce site, avec l’heure. Votre navigateur conserve ces informations dans l’onglet uniquement, sans cookie, jusqu’à sa fermeture ; elles ne nous parviennent que lorsque vous envoyez un formulaire, et nous les conservons avec votre demande.',
        ),
        heading('Finalités du traitement'),
        bulletList(
          [
            'Répondre à votre message, établir le devis demandé ou étudier votre proposition de partenariat, à votre demande.',
          ],
          [
            'Vous envoyer par e-mail le rapport de marché demandé et, comme vous l’avez accepté lors de votre demande, vous contacter à son sujet.',
          ],
          [
            'Examiner votre candidature et, si elle est retenue pour la suite du processus, vous contacter en vue d’entretiens. Votre CV est utilisé uniquement à des fins de recrutement.',
          ],
          [
            'Savoir lesquelles de nos campagnes et de nos pages nous apportent les demandes que nous recevons, ce qui relève de notre intérêt légitime.',
          ],
          [
            'Protéger le site et ses utilisateurs, par exemple en limitant les envois répétés, ce qui relève de notre intérêt légitime.',
          ],
          ['Respecter les obligations légales qui nous incombent.'],
        ),
        paragraph(
          'Nous ne vendons pas vos données personnelles, nous ne les utilisons pas pour établir des profils publicitaires et nous ne vous informons de nos offres d’emploi que si vous avez coché la case prévue à cet effet.',
        ),
        heading('Destinataires des données'),
        paragraph(
          'Seuls les membres du personnel chargés de votre demande y ont accès : l’équipe commerciale pour les messages de contact et les demandes de devis, l’équipe partenariats pour les candidatures de partenariat et nos recruteurs pour les candidatures à un emploi. Nos prestataires d’hébergement et de messagerie traitent des données pour notre compte, en qualité de sous-traitants, en vertu de contrats qui les obligent à les protéger. Nous ne communiquons de données aux autorités que lorsque la loi l’exige.',
        ),
        heading('Transferts internationaux'),
        paragraph(
          'Nos équipes travaillent en Inde et dans plusieurs pays africains : vos données peuvent donc être consultées depuis un pays autre que le vôtre. Le cas échéant, nous les protégeons au moyen de garanties contractuelles et des mesures de sécurité décrites ci-dessous.',
        ),
        heading('Durée de conservation'),
        bulletList(
          [
            'Messages de contact, demandes de devis, candidatures de partenariat et demandes de rapport de marché : 24 mois au maximum après notre dernier échange avec vous.',
          ],
          [
            'Candidatures à un emploi, y compris les CV et lettres de motivation : 12 mois au maximum après que le poste a été pourvu, sauf si vous acceptez que nous les conservions plus longtemps en vue de futurs recrutements.',
          ],
          ['Journaux des serveurs : 90 jours au maximum.'],
        ),
        heading('Sécurité des données'),
        paragraph(
          'Les données sont transmises au moyen de connexions chiffrées ; les CV et lettres de motivation sont stockés dans un espace privé accessible aux seuls recruteurs habilités ; les comptes du personnel sont protégés par des mots de passe et des rôles ; enfin, nous contrôlons les fichiers téléversés avant de les enregistrer.',
        ),
        heading('Vos droits'),
        paragraph(
          'Selon votre lieu de résidence (par exemple en application du Nigeria Data Protection Act, du Kenya Data Protection Act, du Ghana Data Protection Act ou du Digital Personal Data Protection Act indien), vous pouvez exercer votre droit d’accès et obtenir une copie de vos données, demander leur rectification ou leur effacement, demander la limitation de leur traitement ou vous y opposer, ou encore retirer un consentement que vous avez donné. Vous pouvez également introduire une réclamation auprès de l’autorité de protection des données de votre pays.',
        ),
        heading('Cookies'),
        paragraph(
          'Le site public n’utilise aucun cookie publicitaire ni cookie de suivi. Des cookies servent uniquement à maintenir la connexion du personnel à l’espace d’administration.',
        ),
        heading('Modifications et contact'),
        paragraph(
          'Nous pouvons mettre à jour la présente politique en fonction de l’évolution de nos services ou de la réglementation ; la date de la dernière mise à jour figure sur cette page. Pour toute question ou demande relative à vos données personnelles, écrivez-nous à l’adresse e-mail indiquée en pied de page de ce site, ou consultez nos ',
          { text: 'Conditions d’utilisation', href: '/fr/terms-of-service' },
          '.',
        ),
      ),
    },
  ],
  meta: {
    title: `Politique de confidentialité | ${companyName}`,
    description: `Comment ${companyName} collecte, utilise, conserve et protège les données personnelles transmises via ses formulaires de contact, de devis, de partenariat et de candidature.`,
    keywords:
      'politique de confidentialité, données personnelles, protection des données, RGPD, NDPA, candidatures, CV',
  },
}
