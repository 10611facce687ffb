import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { DEFAULT_INPUT, inputFromQuery, queryFromInput } from '../../../shared/estimator/address'
import { addressQuery, setAddress, subscribeToAddress } from '../../lib/address-store'
import {
  BATHS,
  CHOICES,
  estimate,
  FINISHES,
  PROJECTS,
  REGIONS,
  SIZES,
  mainRoom,
  sizeSquareFeet,
  TIER_NAMES,
  tierText,
  type EstimateInput,
  type Size,
} from '../../../shared/estimator/estimate'
import {
  BATH_NAMES,
  CHOICE_NAMES,
  dollars,
  drivers,
  FINISH_NAMES,
  PROJECT_NAMES,
  rangeText,
  REGION_NAMES,
  requestSummary,
} from '../../../shared/estimator/explain'
import { paths } from '../../../shared/paths'
import { figures, figuresUpdated } from '../../../.content/catalog/figures'
import { RequestDialog, RequestDialogOpener } from '../contact/request-dialog'
import { formatDate } from '../../lib/dates'
import { ChoiceGroup } from './choice-group'
import { HowItWorks } from './how-it-works'

const SIZE_NAMES: Record<Size, string> = { small: 'Small', medium: 'Medium', large: 'Large' }

function sizeText(input: EstimateInput): string {
  const room = mainRoom(input.project)
  return typeof input.size === 'number'
    ? `${input.size} sq ft`
    : `${SIZE_NAMES[input.size].toLowerCase()} (about ${sizeSquareFeet(figures, room, input.size)} sq ft)`
}

/** The choices the form shows, as the address would hold them. */
function queryFromForm(form: HTMLFormElement): string {
  const data = new FormData(form)
  const query = new URLSearchParams()
  for (const [name, value] of data) if (name !== 'choices') query.set(name, String(value))
  query.set('choices', data.getAll('choices').join(','))
  return `?${query.toString()}`
}

/**
 * The cost estimator: choices on the left, the range they give on the right, updated as they
 * change. The choices live in the address, which is the one state: the prerender shows the
 * defaults, the browser the address's choices as soon as the page runs.
 */
export function CostEstimator() {
  const search = useSyncExternalStore(subscribeToAddress, addressQuery, () => '')
  const input = inputFromQuery(search)
  // what the visitor types in the square-feet box, kept while it is not (yet) a valid size
  const [feetDraft, setFeetDraft] = useState<string | null>(null)
  const feet = feetDraft ?? (typeof input.size === 'number' ? String(input.size) : '')
  const resultId = useId()

  function change(next: Partial<EstimateInput>) {
    setAddress(`${paths.costEstimator}${queryFromInput({ ...input, ...next })}`)
  }

  // a choice made before the page's code arrived (it hydrates on the first interaction) is in
  // the form, which was prerendered with the defaults, but not in the address: the address
  // takes it, once
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const chosen = queryFromInput(inputFromQuery(queryFromForm(form.current!)))
    if (chosen !== queryFromInput(DEFAULT_INPUT)) setAddress(`${paths.costEstimator}${chosen}`)
  }, [])

  const result = estimate(figures, input)
  const moves = drivers(figures, input)
  const room = mainRoom(input.project)
  const hasBath = input.project !== 'kitchen'
  const summary = requestSummary(input, result, sizeText(input))

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 lg:grid-cols-[3fr_2fr]">
      <form
        ref={form}
        onSubmit={(event) => event.preventDefault()}
        aria-label="Your project"
        className="no-print"
      >
        <ChoiceGroup
          legend="The project"
          name="project"
          value={input.project}
          onChange={(project) => change({ project })}
          options={PROJECTS.map((value) => ({ value, label: PROJECT_NAMES[value] }))}
        />
        {hasBath && (
          <ChoiceGroup
            legend="The bathroom"
            name="bath"
            value={input.bath}
            onChange={(bath) => change({ bath })}
            options={BATHS.map((value) => ({ value, label: BATH_NAMES[value] }))}
          />
        )}
        <ChoiceGroup
          legend={`The size of the ${room}`}
          name="size"
          value={typeof input.size === 'number' ? undefined : input.size}
          onChange={(size) => {
            setFeetDraft(null)
            change({ size })
          }}
          options={SIZES.map((value) => ({
            value,
            label: SIZE_NAMES[value],
            note: `about ${sizeSquareFeet(figures, room, value)} sq ft`,
          }))}
        >
          <label className="mt-3 flex flex-wrap items-center gap-3">
            <span>Or its floor area in square feet</span>
            <input
              type="number"
              name="sqft"
              inputMode="numeric"
              min={1}
              max={5000}
              step={1}
              value={feet}
              onChange={(event) => {
                setFeetDraft(event.target.value)
                const value = Number(event.target.value)
                const valid = Number.isInteger(value) && value > 0 && value <= 5000
                change({ size: valid ? value : DEFAULT_INPUT.size })
              }}
              className="min-h-12 w-32 rounded-md border border-line px-3"
            />
          </label>
        </ChoiceGroup>
        <ChoiceGroup
          legend="The finish level"
          name="finish"
          value={input.finish}
          onChange={(finish) => change({ finish })}
          options={FINISHES.map((value) => ({
            value,
            label: FINISH_NAMES[value],
            note: `${TIER_NAMES[room][value]}, ${tierText(figures, room, value)}`,
          }))}
        />
        <ChoiceGroup
          legend="Where the house is"
          name="region"
          value={input.region}
          onChange={(region) => change({ region })}
          options={REGIONS.map((value) => ({ value, label: REGION_NAMES[value] }))}
        />
        <fieldset className="mt-6">
          <legend className="text-lg font-semibold">The choices that move a price most</legend>
          <div className="mt-2 grid gap-2">
            {CHOICES.map((choice) => (
              <label
                key={choice}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-line bg-white p-3 has-checked:border-brand has-checked:bg-brand-light"
              >
                <input
                  type="checkbox"
                  name="choices"
                  value={choice}
                  checked={input.choices.includes(choice)}
                  onChange={(event) =>
                    change({
                      choices: event.target.checked
                        ? CHOICES.filter((c) => c === choice || input.choices.includes(c))
                        : input.choices.filter((c) => c !== choice),
                    })
                  }
                  className="size-4 shrink-0 accent-brand"
                />
                {CHOICE_NAMES[choice]}
              </label>
            ))}
          </div>
        </fieldset>
        {/* on a phone the result is below the choices: the range follows them at the foot of
            the screen (the result itself is what screen readers hear) */}
        <a
          href={`#${resultId}`}
          aria-hidden="true"
          tabIndex={-1}
          data-sticky-foot=""
          className="sticky bottom-0 mt-6 -mx-4 flex h-(--sticky-foot-height) flex-col justify-center border-t border-line bg-white px-4 shadow-md lg:hidden"
        >
          <span className="block font-serif text-xl font-bold text-brand-dark">
            {rangeText(result)}
          </span>
          <span className="text-sm text-muted">
            {result.weeks.low}–{result.weeks.high} weeks · see the details
          </span>
        </a>
      </form>

      <section
        aria-labelledby={resultId}
        className="self-start rounded-xl border border-line bg-sand p-5 lg:sticky lg:top-24"
      >
        <h2 id={resultId} className="text-2xl font-bold">
          Your estimate
        </h2>
        <div aria-live="polite" aria-atomic="true">
          <p
            className="mt-3 font-serif text-3xl font-bold text-brand-dark"
            data-testid="estimate-range"
          >
            {rangeText(result)}
          </p>
          <p className="mt-1 text-lg">
            {result.weeks.low}–{result.weeks.high} weeks on site
          </p>
          <p className="mt-2 text-muted">
            {PROJECT_NAMES[input.project]}
            {hasBath ? ` (${BATH_NAMES[input.bath].toLowerCase()})` : ''}, {sizeText(input)},{' '}
            {REGION_NAMES[input.region]}. Tier: {result.tiers.join(' and ')}.
          </p>
        </div>
        {moves.length > 0 && (
          <>
            <h3 className="mt-5 font-semibold">What moves this estimate most</h3>
            <ul className="mt-2 space-y-2">
              {moves.map((move) => (
                <li key={move.label}>
                  <a
                    href={move.href}
                    className="font-medium text-brand underline underline-offset-2"
                  >
                    {move.label}
                  </a>{' '}
                  <span className="text-muted">
                    (about {dollars(Math.round(move.amount / 500) * 500)})
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="mt-5 text-sm leading-relaxed text-muted">
          A range from our published figures, not a quote: a quote follows a visit, when we have
          measured and seen the house. Figures last updated {formatDate(figuresUpdated)}.
        </p>
        <div className="mt-5 flex flex-wrap gap-3 no-print">
          <RequestDialogOpener>Send this to us</RequestDialogOpener>
          <button
            type="button"
            onClick={() => window.print()}
            className="inline-flex min-h-12 items-center rounded-md border border-brand px-5 font-semibold text-brand hover:bg-brand-light"
          >
            Print
          </button>
        </div>
      </section>
      <HowItWorks />
      <RequestDialog
        formId="estimate"
        initialValues={{
          serviceType: input.project === 'bathroom' ? 'bathroom' : 'kitchen',
          projectDetails: summary,
        }}
      />
    </div>
  )
}
