/**
 * The editor's preview of the written pages, laid out as the site lays them out: the heading
 * band, the summary, then the text, in the site's own stylesheet. Prices named as {{group.name}}
 * show as the figures they stand for. Loaded by /admin only, after the editor's script (which
 * provides CMS and h).
 */
/* global CMS, h, document */
const script = document.currentScript
const siteCss = script?.dataset.siteCss
const figures = JSON.parse(script?.dataset.figures ?? '{}')

if (siteCss) CMS.registerPreviewStyle(siteCss)
CMS.registerPreviewStyle('/admin/preview.css')

/** Every {{name}} of a text replaced by its figure, as the build replaces it. */
function withFigures(text) {
  return String(text ?? '').replace(/\{\{\s*([\w.]+)\s*\}\}/g, (token, name) =>
    name in figures ? figures[name] : token,
  )
}

function field(entry, name) {
  return withFigures(entry.getIn(['data', name]))
}

/** The body's preview with the figures in place of their names (a copy of the editor's element). */
function bodyWithFigures(widgetFor) {
  const element = widgetFor('body')
  if (!element || typeof element.props?.value !== 'string') return element
  return h(element.type, {
    ...element.props,
    key: element.key,
    value: withFigures(element.props.value),
  })
}

function WrittenPage({ entry, widgetFor }) {
  return h(
    'article',
    {},
    h(
      'div',
      { className: 'bg-sand' },
      h(
        'div',
        { className: 'mx-auto max-w-5xl px-4 py-8 sm:py-12' },
        h('p', { className: 'text-sm text-muted' }, field(entry, 'label')),
        h(
          'h1',
          { className: 'mt-4 text-3xl leading-tight font-bold sm:text-4xl' },
          field(entry, 'heading'),
        ),
        h(
          'p',
          { className: 'mt-4 max-w-3xl text-lg leading-relaxed text-muted' },
          field(entry, 'description'),
        ),
      ),
    ),
    h('div', { className: 'cms-body mx-auto max-w-3xl px-4 py-10' }, bodyWithFigures(widgetFor)),
  )
}

const WRITTEN = script?.dataset.written?.split(',') ?? []
for (const name of WRITTEN) CMS.registerPreviewTemplate(name, WrittenPage)
