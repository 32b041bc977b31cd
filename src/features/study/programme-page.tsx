import { fullName } from '../../lib/full-name.js'
import { formatDate, otherLang, translate, translator, type Lang } from '../../i18n/index.js'
import { common } from '../../i18n/common.js'
import { studyMessages } from '../../i18n/study.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { stableIds } from '../../ui/containers.js'
import { InPageNav } from '../../ui/in-page-nav.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths } from '../../ui/paths.js'
import { degreeLabel, formLabel, languageLabel, yearsLabel } from './programme-labels.js'
import type { ProgrammeDetail } from './study.types.js'
import { EmailLink } from '../../ui/email.js'
import { identityClass } from '../content/faculty-palette.js'

/** Where and by when to apply (ADR 055). */
export interface ApplyAction {
  href: string
  day: Date
  passesAt: Date
}

export function programmePageModel(lang: Lang, programme: ProgrammeDetail, apply: ApplyAction): PageModel {
  return {
    title: programme.name,
    description: programme.profile.split('. ')[0] + '.',
    alternate: paths.programme(otherLang(lang), programme.otherSlug),
    sideMenu: true,
    // Past the deadline the page shows the next one.
    freshUntil: apply.passesAt,
    regions: { pageContent: () => <ProgrammePage lang={lang} p={programme} apply={apply} /> },
  }
}

function ApplyBox({ lang, apply, id }: { lang: Lang; apply: ApplyAction; id: string }) {
  const t = translator(studyMessages, lang)
  return (
    <div className="apply-box">
      <a className="button apply-box__button" href={apply.href} aria-describedby={id}>
        {t('apply')}
      </a>
      <p className="apply-box__deadline" id={id}>
        {t('applyDeadline')} <time dateTime={apply.day.toISOString().slice(0, 10)}>{formatDate(lang, apply.day)}</time>
      </p>
    </div>
  )
}

function ProgrammePage({ lang, p, apply }: { lang: Lang; p: ProgrammeDetail; apply: ApplyAction }) {
  const t = translator(studyMessages, lang)
  const sections = [
    { anchor: 'profile', heading: t('profileHeading') },
    { anchor: 'subjects', heading: t('subjectsHeading') },
    { anchor: 'career', heading: t('careerHeading') },
    { anchor: 'admission', heading: t('admissionHeading') },
  ]
  const facts: [string, string][] = [
    [t('factFaculty'), p.faculty.name],
    [t('factDegree'), degreeLabel(lang, p.degree)],
    [t('factForms'), p.forms.map((f) => formLabel(lang, f)).join(', ')],
    [t('factLanguage'), languageLabel(lang, p.language)],
    [t('factLength'), yearsLabel(lang, p.years)],
    [t('factCode'), p.code],
    ...(p.guarantor ? [[t('factGuarantor'), fullName(p.guarantor)] as [string, string]] : []),
  ]
  const heading = (i: number) => (
    <h2 id={`${sections[i]!.anchor}-heading`}>{sections[i]!.heading}</h2>
  )
  return (
    <Container id="pageContent" className={`page-content page-content--with-aside programme ${identityClass(p.faculty)}`}>
      <Breadcrumbs trail={[{ label: t('catalogueTitle'), href: paths.programmes(lang) }]} current={p.name} />
      <article className="content-page">
        <PageHeading>{p.name}</PageHeading>
        <dl className="programme-facts" aria-label={t('factsHeading')}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{term === t('factFaculty') ? <a href={paths.faculty(lang, p.faculty.slug)}>{value}</a> : value}</dd>
            </div>
          ))}
        </dl>
        <ApplyBox lang={lang} apply={apply} id="applyDeadlineTop" />
        <section id="profile" className="content-section" aria-labelledby="profile-heading">
          {heading(0)}
          <p>{p.profile}</p>
        </section>
        <section id="subjects" className="content-section" aria-labelledby="subjects-heading">
          {heading(1)}
          <ul>
            {p.subjects.map((s) => (
              <li key={s.en}>{s[lang]}</li>
            ))}
          </ul>
        </section>
        <section id="career" className="content-section" aria-labelledby="career-heading">
          {heading(2)}
          <p>{p.career}</p>
        </section>
        <section id="admission" className="content-section" aria-labelledby="admission-heading">
          {heading(3)}
          <p>{p.admission}</p>
          <ApplyBox lang={lang} apply={apply} id="applyDeadlineAdmission" />
          <h3>{t('admissionContact')}</h3>
          <p className="contact-card">
            {p.office.address}
            <br />
            <EmailLink address={p.office.email} />
            <br />
            <span className="phone-number">{p.office.phone}</span>
          </p>
        </section>
      </article>
      <aside className="page-aside" id={stableIds.sideMenu} tabIndex={-1} aria-label={translate(common, lang, 'pageAside')}>
        <InPageNav sections={sections} />
      </aside>
    </Container>
  )
}
