// The HTML of a page as validators read it (issue 38): html-validate's rules of the HTML standard, of accessibility
// and of a document, plus two of the W3C checker's that html-validate lacks (sizes without srcset, imagesizes
// without imagesrcset). Subresource integrity is left out: every script and style is the site's own.
import { definePlugin, HtmlValidate, Rule, StaticConfigLoader, type DOMReadyEvent } from 'html-validate';

class NeedsPartner extends Rule {
  private readonly tag: string;
  private readonly attribute: string;
  private readonly partner: string;

  constructor(tag: string, attribute: string, partner: string) {
    super();
    this.tag = tag;
    this.attribute = attribute;
    this.partner = partner;
  }

  override documentation() {
    return {
      description: `The ${this.attribute} attribute of <${this.tag}> means nothing without ${this.partner} (the W3C checker refuses it).`,
    };
  }

  override setup() {
    this.on('dom:ready', (event: DOMReadyEvent) => {
      for (const node of event.document.querySelectorAll(`${this.tag}[${this.attribute}]`)) {
        if (!node.hasAttribute(this.partner)) this.report(node, `"${this.attribute}" without "${this.partner}" on <${this.tag}>`);
      }
    });
  }
}

const rovePlugin = definePlugin({
  name: 'rove',
  rules: {
    'rove/sizes-needs-srcset': class extends NeedsPartner {
      constructor() {
        super('img', 'sizes', 'srcset');
      }
    },
    'rove/imagesizes-needs-imagesrcset': class extends NeedsPartner {
      constructor() {
        super('link', 'imagesizes', 'imagesrcset');
      }
    },
  },
});

const validator = new HtmlValidate(
  new StaticConfigLoader({
    plugins: [rovePlugin],
    extends: ['html-validate:standard', 'html-validate:a11y', 'html-validate:document'],
    rules: {
      'require-sri': 'off',
      'rove/sizes-needs-srcset': 'error',
      'rove/imagesizes-needs-imagesrcset': 'error',
    },
  }),
);

/** The problems html-validate finds in a page's HTML, one line each ("line:column rule message"). */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) => result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`));
}
