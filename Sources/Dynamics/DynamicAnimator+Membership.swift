extension DynamicAnimator {
    /// Connects a behavior subtree: tells each behavior, then takes a hold on its items.
    func attach(_ root: DynamicBehavior) {
        var subtree: [DynamicBehavior] = []
        root.appendSubtree(to: &subtree)
        for behavior in subtree {
            behavior.willMove(to: self)
            behavior.dynamicAnimator = self
            for item in behavior.ownItems { retain(item) }
        }
        flushMembership()
        for behavior in subtree { behavior.didJoin(&bodies) }
        wake()
    }

    /// Disconnects a behavior subtree and lets go of its items.
    func detach(_ root: DynamicBehavior) {
        var subtree: [DynamicBehavior] = []
        root.appendSubtree(to: &subtree)
        for behavior in subtree {
            behavior.willMove(to: nil)
            for item in behavior.ownItems { release(item) }
            behavior.dynamicAnimator = nil
        }
        wake()
    }

    /// One more behavior holds `item`; applied at once unless a sub-step is running.
    func retain(_ item: DynamicItem) {
        requireFiniteGeometry(item)
        changeMembership(item, by: 1)
    }

    /// One behavior fewer holds `item`.
    func release(_ item: DynamicItem) {
        changeMembership(item, by: -1)
    }

    /// Queues one more (`delta` 1) or one fewer (−1) hold on `item`, applied at once unless a
    /// sub-step is running. Outside a sub-step with nothing queued, it is applied straight
    /// away, as `flushMembership` would apply it, without the queue: spawning a pig into
    /// three behaviors made three queue round trips.
    private func changeMembership(_ item: DynamicItem, by delta: Int) {
        guard !isStepping && pendingMembership.isEmpty else {
            pendingMembership.append((item, delta))
            if !isStepping { flushMembership() }
            return
        }
        applyMembership(item, delta)
        materialsChanged = true
        wake()
    }

    /// One hold more (`delta` > 0) or fewer on `item`, in the bodies.
    private func applyMembership(_ item: DynamicItem, _ delta: Int) {
        if delta > 0 { bodies.retain(item) } else { bodies.release(item) }
    }

    /// Applies queued membership changes in the order they were made. The queue is taken
    /// whole and handed back emptied, so its storage is kept rather than copied.
    func flushMembership() {
        guard !pendingMembership.isEmpty else { return }
        var changes: [(item: DynamicItem, delta: Int)] = []
        swap(&changes, &pendingMembership)
        for change in changes { applyMembership(change.item, change.delta) }
        changes.removeAll(keepingCapacity: true)
        if pendingMembership.isEmpty { swap(&changes, &pendingMembership) }
        materialsChanged = true
        wake()
    }

    /// The attached behaviors, parents before children, rebuilt only after the tree changed.
    func currentBehaviors() -> [DynamicBehavior] {
        if treeChanged {
            flattened.removeAll(keepingCapacity: true)
            for behavior in behaviors { behavior.appendSubtree(to: &flattened) }
            behaviorListsChanged = true
        } else if !rootsLeft.isEmpty || !addedRoots.isEmpty {
            // Only top-level behaviors came or went: one sweep drops those that left, and the
            // new ones' subtrees go at the end (a root added and removed since is skipped; one
            // removed and added again made `treeChanged`).
            let me = ObjectIdentifier(self)
            let dropped = !rootsLeft.isEmpty
            if dropped { flattened.keepInOrder { $0.attachment == me } }
            let tail = flattened.count
            for root in addedRoots where root.attachment == me && root.parent == nil {
                root.appendSubtree(to: &flattened)
            }
            // The stage lists can follow by the same drops and the new tail (see
            // `patchBehaviorLists`), unless an earlier patch is still pending: this one's drops
            // may have moved that one's tail, so they are rebuilt instead.
            if listPatch != nil { behaviorListsChanged = true }
            listPatch = behaviorListsChanged ? nil : (tail, dropped)
        } else {
            return flattened
        }
        treeChanged = false
        rootsLeft.removeAll(keepingCapacity: true)
        addedRoots.removeAll(keepingCapacity: true)
        return flattened
    }

    /// Rebuilds the lists of behaviors each stage calls (in tree order) when the tree changed
    /// or a behavior's `appliesForces` may have turned true; when behaviors only stopped
    /// applying forces (a push that fired), drops them from `forceBehaviors` alone. With ten
    /// thousand pushes, most of them spent, calling every behavior's hooks every sub-step was
    /// most of the step.
    func refreshBehaviorLists() {
        let all = currentBehaviors()
        if behaviorListsChanged {
            behaviorListsChanged = false
            forcesStopped = false
            listPatch = nil
            sortBehaviors(all)
        } else if let patch = listPatch {
            listPatch = nil
            patchBehaviorLists(all, tail: patch.tail, dropped: patch.dropped)
            forcesStopped = false
        } else if forcesStopped {
            // Those still applying are the same behaviors as a filter of `all` would keep, in
            // the same order: none started (that would have set `behaviorListsChanged`).
            forcesStopped = false
            forceBehaviors.keepInOrder { $0.appliesForces }
        }
    }

    /// Files every behavior into the stage lists it belongs to, visiting each once.
    private func sortBehaviors(_ all: [DynamicBehavior]) {
        forceBehaviors.removeAll(keepingCapacity: true)
        materialBehaviors.removeAll(keepingCapacity: true)
        jointBehaviors.removeAll(keepingCapacity: true)
        actionBehaviors.removeAll(keepingCapacity: true)
        collisionBehaviors.removeAll(keepingCapacity: true)
        file(all[...])
    }

    /// Appends each of `behaviors`, in order, to the stage lists it belongs to.
    private func file(_ behaviors: ArraySlice<DynamicBehavior>) {
        for behavior in behaviors {
            if behavior.appliesForces { forceBehaviors.append(behavior) }
            if behavior.configuresBodies { materialBehaviors.append(behavior) }
            if behavior.hasConstraints { jointBehaviors.append(behavior) }
            if behavior.hasAction { actionBehaviors.append(behavior) }
            if behavior.isCollision { collisionBehaviors.append(behavior) }
        }
    }

    /// Brings the stage lists up to date after top-level behaviors only came or went (see
    /// `currentBehaviors`): `all` is the old list with the behaviors that left dropped
    /// (`dropped` says whether any did) and the new ones' subtrees from index `tail` on.
    /// Each stage list drops the same behaviors (and `forceBehaviors` the pushes that fired,
    /// when `forcesStopped`) and takes the new ones: the lists `sortBehaviors(all)` would
    /// make, in the same order, as no listed behavior's answers changed meanwhile (one that
    /// starts applying forces or changes its action sets `behaviorListsChanged`). A frame
    /// that adds a few hundred pushes to ten thousand spent ones costs the few hundred.
    private func patchBehaviorLists(_ all: [DynamicBehavior], tail: Int, dropped: Bool) {
        let me = ObjectIdentifier(self)
        if dropped || forcesStopped {
            let thin = forcesStopped
            forceBehaviors.keepInOrder { $0.attachment == me && (!thin || $0.appliesForces) }
        }
        if dropped {
            materialBehaviors.keepInOrder { $0.attachment == me }
            jointBehaviors.keepInOrder { $0.attachment == me }
            actionBehaviors.keepInOrder { $0.attachment == me }
            collisionBehaviors.keepInOrder { $0.attachment == me }
        }
        file(all[tail...])
    }
}

extension Array where Element == DynamicBehavior {
    /// Removes the behaviors `keep` rejects, keeping the order of the rest: moved within the
    /// storage, with no reference counting for the ones that stay.
    mutating func keepInOrder(_ keep: (DynamicBehavior) -> Bool) {
        let kept = withUnsafeMutableBufferPointer { list in
            var w = 0
            for r in list.indices where keep(list[r]) {
                if w != r { list.swapAt(w, r) }
                w += 1
            }
            return w
        }
        removeSubrange(kept...)
    }
}
