/**
 * The small picture of a chosen photo in Decap's image fields (the page's photo and the Photo
 * block's). Decap's image control asks for the photo once, with `getAsset`, when it is drawn; a
 * photo already on the site is not in the browser yet, so Decap answers with an empty picture while
 * its back end reads the file, and the control, whose `getAsset` never changes, is not drawn again:
 * the picture stays empty. Here the control is drawn again, with a `getAsset` of its own, once
 * Decap's answer for the photo changes.
 */
import type { CMS } from "./decap";

/** How often, and how long, the photo's answer is looked at again while the back end reads it. */
const RECHECK_MS = 100;
const RECHECK_FOR_MS = 10_000;

type GetAsset = (path: string, field?: unknown) => unknown;
interface ControlProps {
  value?: unknown;
  field?: unknown;
  getAsset: GetAsset;
}
interface Control {
  shouldComponentUpdate?: (next: unknown) => boolean;
}
interface Wrapper {
  props: ControlProps;
  state: { getAsset: GetAsset };
  setState(state: { getAsset: GetAsset }): void;
  control?: Control | null;
  stop?: () => void;
  watch(): void;
}

declare global {
  interface Window {
    /** Decap's create-react-class, for widgets written without a bundler. */
    createClass?: (spec: object) => unknown;
  }
}

/**
 * Registers Decap's image widget again under its own name, drawn again when a photo it shows has
 * been read; `createClass` and `h` are Decap's own React.
 */
export function redrawPhotosWhenRead(
  cms: CMS,
  createClass: NonNullable<Window["createClass"]>,
  h: NonNullable<Window["h"]>,
): void {
  const image = cms.getWidget("image") as
    { control: unknown; preview?: unknown; schema?: unknown } | undefined;
  if (!image) throw new Error("Decap has no image widget");
  const control = createClass({
    getInitialState(this: Wrapper) {
      return { getAsset: this.props.getAsset };
    },
    componentDidMount(this: Wrapper) {
      this.watch();
    },
    componentDidUpdate(this: Wrapper, previous: ControlProps) {
      if (previous.value !== this.props.value) this.watch();
    },
    componentWillUnmount(this: Wrapper) {
      this.stop?.();
    },
    watch(this: Wrapper) {
      this.stop?.();
      const { value, field } = this.props;
      if (typeof value !== "string" || !value) return;
      const first = this.props.getAsset(value, field);
      const started = Date.now();
      const timer = setInterval(() => {
        const changed = this.props.getAsset(value, field) !== first;
        if (changed) this.setState({ getAsset: (...args) => this.props.getAsset(...args) });
        if (changed || Date.now() - started > RECHECK_FOR_MS) this.stop?.();
      }, RECHECK_MS);
      this.stop = () => {
        clearInterval(timer);
        this.stop = undefined;
      };
    },
    // Decap asks the control whether its field is to be drawn again (one argument), as React
    // does for the control itself (with its next state).
    shouldComponentUpdate(
      this: Wrapper,
      next: ControlProps,
      nextState?: { getAsset: GetAsset },
    ): boolean {
      if (nextState && nextState.getAsset !== this.state.getAsset) return true;
      return this.control?.shouldComponentUpdate?.(next) ?? true;
    },
    render(this: Wrapper) {
      return h(
        image.control as never,
        {
          ...this.props,
          getAsset: this.state.getAsset,
          ref: (control: Control | null) => {
            this.control = control;
          },
        } as never,
      );
    },
  });
  // Decap's registry takes the widget's configuration schema as a fourth argument.
  (cms.registerWidget as (...args: unknown[]) => void)(
    "image",
    control,
    image.preview,
    image.schema,
  );
}
