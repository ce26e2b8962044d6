/// The page's script: walking the steps, and linking words and pictures through the tags
/// (`PictureTags`) that rows, problems and SVG elements share. Plain DOM code, no library and
/// nothing fetched; text from the report is only ever set as text, never parsed as markup.
enum HTMLReportScript {
    static let javaScript = """
    (function () {
      'use strict';
      var doc = document;
      doc.documentElement.classList.add('js');
      var sections = Array.prototype.slice.call(doc.querySelectorAll('section.step'));
      var current = 0;
      var selected = null;

      function each(list, action) { Array.prototype.forEach.call(list, action); }
      function words(element, attribute) {
        var value = element.getAttribute(attribute);
        return value ? value.split(' ').filter(function (word) { return word.length > 0; }) : [];
      }
      function itemNames(section) {
        var block = doc.querySelector('script.item-names[data-section="' + section.id + '"]');
        return block ? JSON.parse(block.textContent) : {};
      }
      function stepIndex(id) {
        for (var index = 0; index < sections.length; index += 1) { if (sections[index].id === id) { return index; } }
        return -1;
      }

      // Steps: one at a time, walked with the buttons, the list or the arrow keys.
      function show(index, moveFocus) {
        if (sections.length === 0) { return; }
        current = Math.max(0, Math.min(sections.length - 1, index));
        sections.forEach(function (section, position) { section.classList.toggle('current', position === current); });
        var heading = sections[current].querySelector('h2');
        var position = doc.getElementById('position');
        if (position) { position.textContent = 'Step ' + (current + 1) + ' of ' + sections.length; }
        var previous = doc.getElementById('prev'), next = doc.getElementById('next'), jump = doc.getElementById('jump');
        if (previous) { previous.disabled = current === 0; }
        if (next) { next.disabled = current === sections.length - 1; }
        if (jump) { jump.value = String(current); }
        // The address names the step, so a link or a reload opens it; not on the first showing,
        // where setting it would scroll the page away from its top.
        if (moveFocus !== null && history.replaceState) { history.replaceState(null, '', '#' + sections[current].id); }
        if (moveFocus && heading) { heading.setAttribute('tabindex', '-1'); heading.focus(); }
      }

      function clearHighlight(section) {
        each(section.querySelectorAll('.hl'), function (element) { element.classList.remove('hl'); });
        each(section.querySelectorAll('svg.has-hl'), function (svg) { svg.classList.remove('has-hl'); });
      }

      // Everything in the section standing for these constraints and items: SVG elements (by
      // class), rows and problems (by their data attributes).
      function highlight(section, constraints, items) {
        clearHighlight(section);
        constraints.concat(items).forEach(function (tag) {
          each(section.querySelectorAll('svg .' + tag), function (element) {
            element.classList.add('hl');
            var svg = element.closest('svg');
            if (svg) { svg.classList.add('has-hl'); }
          });
        });
        constraints.forEach(function (tag) {
          each(section.querySelectorAll('tr[data-c="' + tag + '"]'), function (row) { row.classList.add('hl'); });
        });
      }

      function highlightRow(row) {
        highlight(row.closest('section'), words(row, 'data-c'), words(row, 'data-items'));
      }

      function detailOf(section) { return section.querySelector('aside.detail'); }

      function showDetail(section, row) {
        var detail = detailOf(section);
        while (detail.firstChild) { detail.removeChild(detail.firstChild); }
        if (!row) {
          var hint = doc.createElement('p');
          hint.className = 'hint';
          hint.textContent = 'Select a constraint in the list (or a view in the wireframe) to see it here.';
          detail.appendChild(hint);
          return;
        }
        var heading = doc.createElement('h4');
        heading.textContent = row.cells[0].textContent;
        detail.appendChild(heading);
        var list = doc.createElement('dl');
        ['State', 'Priority', 'Error', 'Source'].forEach(function (label, index) {
          var term = doc.createElement('dt'), value = doc.createElement('dd');
          term.textContent = label;
          value.textContent = row.cells[index + 1].textContent;
          list.appendChild(term);
          list.appendChild(value);
        });
        detail.appendChild(list);
        var problems = words(row, 'data-problems');
        if (problems.length === 0) {
          var fine = doc.createElement('p');
          fine.textContent = 'It takes part in no problem of this step.';
          detail.appendChild(fine);
        }
        problems.forEach(function (id) {
          var problem = doc.getElementById(id);
          if (!problem) { return; }
          var title = doc.createElement('p');
          var link = doc.createElement('a');
          link.href = '#' + id;
          link.textContent = problem.getAttribute('data-title');
          title.appendChild(doc.createTextNode('Part of: '));
          title.appendChild(link);
          detail.appendChild(title);
          var text = problem.querySelector('pre.text');
          if (text) { detail.appendChild(text.cloneNode(true)); }
        });
      }

      function select(row) {
        var section = row.closest('section');
        if (selected) {
          selected.classList.remove('selected');
          selected.removeAttribute('aria-current');
        }
        if (selected === row) {
          selected = null;
          clearHighlight(section);
          showDetail(section, null);
          return;
        }
        selected = row;
        row.classList.add('selected');
        row.setAttribute('aria-current', 'true');
        highlightRow(row);
        showDetail(section, row);
        // The address names the selection too (#s1:c18), so it can be shared as a link.
        if (history.replaceState) { history.replaceState(null, '', '#' + section.id + ':' + row.getAttribute('data-c')); }
      }

      function clearSelection(section) {
        if (selected) {
          selected.classList.remove('selected');
          selected.removeAttribute('aria-current');
          selected = null;
        }
        clearHighlight(section);
        showDetail(section, null);
        filterByItem(section, null);
      }

      // A view chosen in a picture lists only the constraints on it.
      function filterByItem(section, tag) {
        var note = section.querySelector('p.filter');
        var rows = section.querySelectorAll('table.constraints tbody tr');
        if (!tag) {
          each(rows, function (row) { row.classList.remove('filtered-out'); });
          if (note) { note.hidden = true; }
          return;
        }
        var shown = 0;
        each(rows, function (row) {
          var on = words(row, 'data-items').indexOf(tag) >= 0;
          row.classList.toggle('filtered-out', !on);
          if (on) { shown += 1; }
        });
        var constraints = [];
        each(rows, function (row) { if (!row.classList.contains('filtered-out')) { constraints = constraints.concat(words(row, 'data-c')); } });
        highlight(section, constraints, [tag]);
        if (note) {
          while (note.firstChild) { note.removeChild(note.firstChild); }
          var name = itemNames(section)[tag] || tag;
          note.appendChild(doc.createTextNode('Constraints on ' + name + ': ' + shown + '. '));
          var all = doc.createElement('button');
          all.type = 'button';
          all.textContent = 'Show every constraint';
          all.addEventListener('click', function () { clearSelection(section); });
          note.appendChild(all);
          note.hidden = false;
        }
      }

      function onActivate(element, action) {
        element.addEventListener('click', action);
        element.addEventListener('keydown', function (event) {
          if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); action(event); }
        });
      }

      each(doc.querySelectorAll('table.constraints tbody tr'), function (row) {
        row.addEventListener('mouseenter', function () { if (!selected) { highlightRow(row); } });
        row.addEventListener('mouseleave', function () { if (!selected) { clearHighlight(row.closest('section')); } });
        row.addEventListener('focus', function () { if (!selected) { highlightRow(row); } });
        onActivate(row, function () { select(row); });
      });

      each(doc.querySelectorAll('article.problem'), function (problem) {
        var section = problem.closest('section');
        function light() { if (!selected) { highlight(section, words(problem, 'data-c'), words(problem, 'data-items')); problem.classList.add('hl'); } }
        function unlight() { if (!selected) { clearHighlight(section); } }
        problem.addEventListener('mouseenter', light);
        problem.addEventListener('mouseleave', unlight);
        problem.addEventListener('focus', light);
        problem.addEventListener('blur', unlight);
      });

      // Views (and their names) in the wireframe and the graphs: select one to list its constraints.
      sections.forEach(function (section) {
        var names = itemNames(section);
        each(section.querySelectorAll('svg g.node'), function (group) {
          var tag = null;
          each(group.classList, function (name) { if (!tag && /^v[0-9]+$/.test(name)) { tag = name; } });
          if (!tag) { return; }
          group.classList.add('selectable');
          if (group.querySelector('polygon, ellipse')) {
            group.setAttribute('tabindex', '0');
            group.setAttribute('role', 'button');
            group.setAttribute('aria-label', 'View ' + (names[tag] || tag) + ': list its constraints');
          }
          onActivate(group, function () { filterByItem(section, tag); });
        });
      });

      // A fix's preview: the frames it gives, drawn over the current ones in the wireframe.
      each(doc.querySelectorAll('button.preview'), function (button) {
        button.addEventListener('click', function () {
          var section = button.closest('section');
          var on = button.getAttribute('aria-pressed') !== 'true';
          each(section.querySelectorAll('button.preview[aria-pressed="true"]'), function (other) {
            other.setAttribute('aria-pressed', 'false');
            other.textContent = 'Preview';
          });
          each(section.querySelectorAll('.fixpreview.shown'), function (element) { element.classList.remove('shown'); });
          if (on) {
            button.setAttribute('aria-pressed', 'true');
            button.textContent = 'Hide preview';
            each(section.querySelectorAll('svg .' + button.getAttribute('data-fix')), function (element) { element.classList.add('shown'); });
          }
        });
      });

      var previous = doc.getElementById('prev'), next = doc.getElementById('next');
      var jump = doc.getElementById('jump'), showAll = doc.getElementById('show-all');
      if (previous) { previous.addEventListener('click', function () { show(current - 1, false); }); }
      if (next) { next.addEventListener('click', function () { show(current + 1, false); }); }
      if (jump) { jump.addEventListener('change', function () { show(Number(jump.value), false); }); }
      if (showAll) { showAll.addEventListener('change', function () { doc.body.classList.toggle('all-steps', showAll.checked); }); }
      each(doc.querySelectorAll('a[data-step]'), function (link) {
        link.addEventListener('click', function () { show(Number(link.getAttribute('data-step')), false); });
      });

      doc.addEventListener('keydown', function (event) {
        var target = event.target;
        var typing = target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName);
        if (event.key === 'Escape' && sections.length > 0) { clearSelection(sections[current]); return; }
        if (typing || event.altKey || event.ctrlKey || event.metaKey) { return; }
        if (event.key === 'ArrowRight') { show(current + 1, true); event.preventDefault(); }
        if (event.key === 'ArrowLeft') { show(current - 1, true); event.preventDefault(); }
      });

      // #s1 opens step 1; #s1:c18 also selects its constraint c18.
      var address = location.hash.slice(1).split(':');
      var start = stepIndex(address[0]);
      show(start >= 0 ? start : 0, null);
      if (start >= 0 && address.length > 1 && /^[cl][0-9]+$/.test(address[1])) {
        var chosen = sections[start].querySelector('tr[data-c="' + address[1] + '"]');
        if (chosen) { select(chosen); }
      }
    })();
    """
}
