/* evidencedesk: small enhancements over pages that already work without JavaScript.
   Review page: j/k/n/? keys, a/d/f/u to decide on the selected claim (the buttons of #claim-detail), keeping the selected claim marked after an htmx swap, and scrolling the
   sources pane to a passage when a candidate is clicked. Start page: drag and drop of source files and
   more pasted-source blocks. No inline scripts anywhere (the Content-Security-Policy forbids them). */
(function () {
  "use strict";

  /* ---------- review page ---------- */

  function visibleClaims() {
    return Array.from(document.querySelectorAll("#draft .claim-link:not(.is-filtered-out) mark.claim"));
  }

  function selectedClaimId() {
    const article = document.querySelector("#claim-detail [data-claim]");
    return article ? article.getAttribute("data-claim") : null;
  }

  function markSelected() {
    const id = selectedClaimId();
    document.querySelectorAll("#draft mark.claim.is-selected").forEach(function (m) {
      m.classList.remove("is-selected");
    });
    if (id === null) return null;
    const mark = document.querySelector('#draft mark.claim[data-claim-id="' + id + '"]');
    if (mark) mark.classList.add("is-selected");
    return mark;
  }

  function scrollSourcesToPrimary() {
    const target = document.querySelector("#sources mark.passage.is-focused") ||
      document.querySelector("#sources mark.passage.is-primary") ||
      document.querySelector("#sources mark.passage");
    if (target) target.scrollIntoView({ block: "center" });
  }

  function openClaim(mark) {
    const link = mark.closest("a");
    link.focus({ preventScroll: true });
    mark.scrollIntoView({ block: "nearest" });
    link.click();
  }

  function step(direction, onlyLabel) {
    const claims = visibleClaims();
    if (!claims.length) return;
    const currentId = selectedClaimId();
    let index = claims.findIndex(function (m) { return m.getAttribute("data-claim-id") === currentId; });
    for (let tries = 0; tries < claims.length; tries++) {
      if (index === -1) {
        index = direction > 0 ? 0 : claims.length - 1;
      } else {
        index = (index + direction + claims.length) % claims.length;
      }
      if (!onlyLabel || claims[index].getAttribute("data-label") === onlyLabel) {
        openClaim(claims[index]);
        return;
      }
    }
  }

  function toggleShortcuts() {
    const panel = document.querySelector("[data-shortcuts]");
    if (panel) panel.open = !panel.open;
  }

  function decide(state) {
    const button = document.querySelector('#claim-detail button[data-decision="' + state + '"]');
    if (button && !button.disabled) button.click();
  }

  function isTyping(target) {
    return target.closest("input, textarea, select, [contenteditable='true']") !== null;
  }

  document.addEventListener("keydown", function (event) {
    if (!document.getElementById("draft") || event.ctrlKey || event.metaKey || event.altKey) return;
    if (isTyping(event.target)) return;
    const actions = {
      j: function () { step(1); },
      k: function () { step(-1); },
      n: function () { step(1, "mismatch"); },
      a: function () { decide("accepted"); },
      d: function () { decide("dismissed"); },
      f: function () { decide("fixed"); },
      u: function () { decide("open"); },
      "?": toggleShortcuts,
      Escape: function () {
        const panel = document.querySelector("[data-shortcuts]");
        if (panel) panel.open = false;
      }
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  });

  function focusPassage(link) {
    const target = document.getElementById(link.getAttribute("data-passage-id"));
    if (!target || !target.closest("#sources")) return false;
    document.querySelectorAll("#sources mark.passage.is-focused").forEach(function (m) {
      m.classList.remove("is-focused");
    });
    document.querySelectorAll("#claim-detail .candidate.is-active").forEach(function (c) {
      c.classList.remove("is-active");
    });
    target.classList.add("is-focused");
    if (link.classList.contains("candidate")) link.classList.add("is-active");
    target.scrollIntoView({ block: "center" });
    return true;
  }

  document.addEventListener("click", function (event) {
    const link = event.target.closest("#claim-detail a[data-passage-id]");
    if (link && focusPassage(link)) event.preventDefault();
  });

  document.addEventListener("htmx:afterSettle", function (event) {
    if (!event.detail.target || event.detail.target.id !== "claim-detail") return;
    markSelected();
    scrollSourcesToPrimary();
    document.getElementById("claim-detail").scrollTop = 0;
  });

  if (document.getElementById("draft")) {
    const mark = markSelected();
    if (mark) mark.scrollIntoView({ block: "center" });
    scrollSourcesToPrimary();
  }

  /* ---------- start page ---------- */

  const fileInput = document.getElementById("source_files");
  const dropzone = document.querySelector("[data-dropzone]");
  const chosen = document.querySelector("[data-chosen-files]");

  function listChosenFiles() {
    chosen.replaceChildren();
    Array.from(fileInput.files).forEach(function (file) {
      const item = document.createElement("li");
      item.textContent = file.name + " (" + Math.max(1, Math.round(file.size / 1024)) + " KB)";
      chosen.appendChild(item);
    });
  }

  if (fileInput && dropzone && chosen) {
    fileInput.addEventListener("change", listChosenFiles);
    ["dragenter", "dragover"].forEach(function (name) {
      dropzone.addEventListener(name, function (event) {
        event.preventDefault();
        dropzone.classList.add("is-dragover");
      });
    });
    ["dragleave", "drop"].forEach(function (name) {
      dropzone.addEventListener(name, function () { dropzone.classList.remove("is-dragover"); });
    });
    dropzone.addEventListener("drop", function (event) {
      event.preventDefault();
      const merged = new DataTransfer();
      Array.from(fileInput.files).forEach(function (file) { merged.items.add(file); });
      Array.from(event.dataTransfer.files).forEach(function (file) { merged.items.add(file); });
      fileInput.files = merged.files;
      listChosenFiles();
    });
  }

  const reviewForm = document.querySelector("form.review-form");
  if (reviewForm) {
    const button = reviewForm.querySelector("button[type=submit]");
    const label = button.textContent;
    const progress = reviewForm.querySelector("[data-review-progress]");
    const elapsed = progress && progress.querySelector("[data-elapsed]");
    let timer = null;
    reviewForm.addEventListener("submit", function () {
      button.disabled = true;  // one review per click; the engine may take a moment on long inputs
      button.textContent = "Reviewing…";
      if (progress) {  // shown only when the review takes more than a moment
        const started = Date.now();
        timer = window.setInterval(function () {
          const seconds = Math.floor((Date.now() - started) / 1000);
          if (seconds >= 1) { progress.hidden = false; }
          elapsed.textContent = String(seconds);
        }, 250);
      }
    });
    window.addEventListener("pageshow", function () {  // back to this page from the browser's cache
      button.disabled = false;
      button.textContent = label;
      if (timer !== null) { window.clearInterval(timer); timer = null; }
      if (progress) { progress.hidden = true; }
    });
  }

  const addButton = document.querySelector("[data-add-source]");
  const template = document.getElementById("pasted-source-template");
  const blocks = document.querySelector("[data-pasted-sources]");
  if (addButton && template && blocks) {
    let counter = blocks.querySelectorAll("fieldset").length;
    addButton.hidden = false;
    addButton.addEventListener("click", function () {
      counter += 1;
      const block = template.content.firstElementChild.cloneNode(true);
      block.querySelectorAll("[id]").forEach(function (el) {
        const fresh = el.id.replace(/new$/, String(counter));
        block.querySelectorAll('label[for="' + el.id + '"]').forEach(function (label) {
          label.setAttribute("for", fresh);
        });
        el.id = fresh;
      });
      blocks.appendChild(block);
      block.querySelector("input[type=text]").focus();
    });
  }
})();
