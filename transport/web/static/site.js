// Tierline site: the one script. Every page works without it; it only
// adds copy-to-clipboard buttons next to a key shown once.
"use strict";
document.addEventListener("DOMContentLoaded", function () {
  document.querySelectorAll("button[data-copy]").forEach(function (button) {
    var target = document.getElementById(button.getAttribute("data-copy"));
    var status = button.parentElement.querySelector(".copied");
    if (!target || !navigator.clipboard) {
      return; // no clipboard API: the key stays selectable by hand
    }
    button.hidden = false;
    button.addEventListener("click", function () {
      navigator.clipboard.writeText(target.textContent.trim()).then(function () {
        if (status) { status.textContent = "Copied."; }
      }, function () {
        if (status) { status.textContent = "Copying failed: select the key and copy it by hand."; }
      });
    });
  });
});
