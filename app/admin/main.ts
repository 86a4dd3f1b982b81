/**
 * The content editor (/admin/): Decap CMS over the content files, with the site's formats, preview
 * and stylesheet. Its back end comes from the build's environment (see docs/editing.md).
 */
import { COLLECTION_NAMES } from "../content/collections";
import { UPLOADS_PATH } from "../content/images";
import { DEFAULT_LANGUAGE } from "../i18n/languages";
import siteStylesheet from "../styles/app.css?url";
import sitePages from "virtual:site-pages";
import {
  editorConfig,
  HOME_FIELDS,
  HOME_FORMAT,
  NOTICE_FIELDS,
  NOTICE_FORMAT,
  PAGE_FORMAT,
  type EditorBackend,
} from "./cms-config";
import {
  omitUnwrittenFiles,
  pageFormat,
  recordEnglishVersion,
  recordsFormat,
} from "./content-format";
import {
  adjustBackends,
  inTurn,
  loadDecap,
  refuseDeletingUsedPhotos,
  refuseUnaddressedPages,
} from "./decap";
import { fetchContentProblems, showContentProblems } from "./content-problems";
import { copySiteAddresses } from "./copy-address";
import { photoComponent, tableComponent } from "./editor-components";
import { CONTENT_PROBLEMS_PATH } from "./editor-page";
import { keepPaneDirections } from "./pane-direction";
import { keepSecondLanguage, localeOrder, storedSecondLanguage } from "./second-language";
import { withPhrases } from "./phrases";
import { redrawPhotosWhenRead } from "./photo-thumbnail";
import { pagePreview } from "./preview";
import { entryProblems } from "./validation";

const env = import.meta.env;

/**
 * A photo's size as the build reads it (turned as its camera says), from the file the back end
 * holds; undefined when it cannot be read, for the build to judge.
 */
async function photoSize(read: () => Promise<{ file?: Blob }>) {
  try {
    const { file } = await read();
    if (!file) return undefined;
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return undefined;
  }
}

/** `npm run cms` names its local back end; a production build, the repository and sign-in. */
function backendOf(): EditorBackend | undefined {
  if (env.DEV && env.VITE_CMS_LOCAL_BACKEND) return { localBackend: env.VITE_CMS_LOCAL_BACKEND };
  if (env.VITE_CMS_REPO && env.VITE_CMS_AUTH_URL)
    return {
      repo: env.VITE_CMS_REPO,
      branch: env.VITE_CMS_BRANCH || "main",
      authUrl: env.VITE_CMS_AUTH_URL,
    };
  return undefined;
}

async function start() {
  // Files the editor cannot read are left out of its lists: the development server names them.
  if (env.DEV) void fetchContentProblems(CONTENT_PROBLEMS_PATH).then(showContentProblems);
  const backend = backendOf();
  if (!backend) {
    document.body.textContent = env.DEV
      ? "On your computer, the content editor runs with `npm run cms` (docs/editing.md, section 7)."
      : "The content editor is not set up on this site yet (docs/editing.md, section 9).";
    return;
  }
  const decap = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="script"]');
  if (!decap) throw new Error("The editor's page names no Decap bundle");
  const cms = await loadDecap(decap.href);
  cms.registerCustomFormat(PAGE_FORMAT, "md", pageFormat);
  cms.registerCustomFormat(HOME_FORMAT, "yml", recordsFormat(HOME_FIELDS));
  cms.registerCustomFormat(NOTICE_FORMAT, "yml", recordsFormat(NOTICE_FIELDS));
  adjustBackends(cms, ["proxy", "github"], {
    written: (files) => recordEnglishVersion(omitUnwrittenFiles(files)),
    beforeSave: inTurn(
      refuseUnaddressedPages((path) => path.endsWith(`.${DEFAULT_LANGUAGE}.md`)),
      // The build's checks, in its words: Decap shows the refusal ("Failed to persist entry: …").
      async (files, { newEntry }, backend, assets = []) => {
        const problems = await entryProblems(
          files,
          {
            pages: sitePages,
            filesAt: async (folder) =>
              (await backend.entriesByFolder(`content/${folder}`, "md", 1)).map(
                ({ file }) => file.path,
              ),
            // A photo uploaded since the entry was opened is saved with it: read from the upload.
            photoSize: (src) => {
              const upload = assets.find((asset) => asset.path === `public${src}`)?.fileObj;
              return photoSize(async () =>
                upload ? { file: upload } : backend.getMediaFile(`public${src}`),
              );
            },
          },
          { newEntry },
        );
        if (problems.length > 0) throw new Error(problems.join("; "));
      },
    ),
    beforeDelete: refuseDeletingUsedPhotos(
      [
        ...COLLECTION_NAMES.map((name) => ({ folder: `content/${name}`, extension: "md" })),
        { folder: "content/home", extension: "yml" },
      ],
      { folder: `public${UPLOADS_PATH}`, sitePath: UPLOADS_PATH },
    ),
  });
  if (navigator.clipboard)
    copySiteAddresses(navigator.clipboard, {
      folder: `public${UPLOADS_PATH}`,
      sitePath: UPLOADS_PATH,
    });
  const english = cms.getLocale("en");
  if (english) cms.registerLocale("en", withPhrases(english));
  cms.registerEditorComponent(tableComponent);
  cms.registerEditorComponent(photoComponent);
  cms.registerPreviewStyle(siteStylesheet);
  if (!window.h) throw new Error("Decap provides no createElement");
  if (!window.createClass) throw new Error("Decap provides no createClass");
  redrawPhotosWhenRead(cms, window.createClass, window.h);
  const preview = pagePreview(window.h);
  for (const name of COLLECTION_NAMES) cms.registerPreviewTemplate(name, preview);
  cms.init({ config: editorConfig(backend, sitePages, localeOrder(storedSecondLanguage())) });
  keepPaneDirections(keepSecondLanguage());
}

void start();
