import Cassowary

/// `set "id".constant` on one scenario constraint, applied in place: nothing else in the layout
/// changes, so nothing else is validated or derived again, and the solver moves the constraint's
/// constant where it stands (`Solver.replaceConstant`) instead of removing and adding it. The
/// outcome is the one the general path (`commit`, `synchronize`) gives, conflicts included; this
/// path only declines the cases where it could differ, and those take the general path.
extension LayoutEngine {
    /// Applies the edit in place and returns true, or returns false having changed nothing.
    func applyConstantInPlace(_ identifier: String, _ constant: Double, at location: SourceLocation?) throws -> Bool {
        // Several constraints under one identifier change together; the general path orders them.
        guard let positions = lookup.userConstraints[identifier], positions.count == 1 else { return false }
        let position = positions[0]
        guard let index = managedIndex[.user(userIDs[position])] else { return false }
        // Constraints left out by a recovery are tried again by every edit on the general path.
        guard lookup.leftOut.isEmpty else { return false }
        let old = layout.constraints[position]
        var spec = old
        spec.constant = constant
        // A constant the app sets is a number, no longer the system's spacing.
        spec.systemSpacing = nil
        // A warning names the constraint with its constant: the general path rewrites the list.
        guard LayoutValidation.warning(for: old, catalogue: catalogue) == nil,
              LayoutValidation.warning(for: spec, catalogue: catalogue) == nil else { return false }
        // The checks `commit` makes of this constraint; the others have not changed.
        if let error = LayoutValidation.errors(in: spec, catalogue: catalogue).first {
            throw error.location == nil && location != nil ? LayoutError(error.message, at: location) : error
        }
        let installed = managed[index].isInstalled ? managed[index].lowered : nil
        let lowered = spec.isActive
            ? ConstraintLowering(catalogue: catalogue, variables: variables, wrapWidth: wrapWidth(of:)).lower(spec)
            : nil
        if let lowered {
            guard let installed, Solver.differsOnlyInConstant(installed, lowered) else { return false }
        } else if installed != nil {
            return false
        }

        // The look-ups stay right: the same constraints are installed over the same variables.
        layout.constraints[position] = spec
        managed[index].payload = .layout(spec)
        unsettledRecoveries = []
        if let lowered, let installed {
            managed[index].lowered = lowered
            managed[index].isInstalled = false
            let recoveriesBefore = recoveryCount
            try install(at: index, replacing: installed)
            settleRecoveries()
            if recoveryCount != recoveriesBefore {
                lookupCache = nil
                try checkRequiredConstraintsHold()
            } else {
                // Checking every required constraint would make each edit cost the whole layout
                // again; the one whose constant moved is the one an edit can leave unsatisfied by
                // rounding, and the general path (any other edit) checks them all.
                try checkRequiredConstraintHolds(managed[index])
            }
        }
        // Looking for labels that wrap walks every item; the look-ups already know them.
        if !lookup.wrappingLabels.isEmpty { try settleWrappingLabels() }
        return true
    }
}
