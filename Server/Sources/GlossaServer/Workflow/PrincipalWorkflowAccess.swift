import Hummingbird

/// The server's workflow access: ``Authorizer`` decides, like every other route. The principal is the
/// user that ``PrincipalMiddleware`` established (session or personal access token); without one, the
/// project's token and secret (`Bearer <token>:<secret>`, checked and rate-limited by ``CredentialCheck``)
/// act as ``Principal/project(projectID:scope:)`` with the private scope. No credentials at all, or
/// wrong ones, get the CDS routes' 403.
struct PrincipalWorkflowAccess: WorkflowAccess {
    let authorizer: Authorizer
    let credentials: CredentialCheck

    func authorize(_ request: Request, context: DeliveryRequestContext, projectID: String, action: Action)
        async throws -> WorkflowActor
    {
        let principal: Principal
        if let user = context.principal {
            principal = user
        } else {
            let authentication = try await credentials.check(request, clientAddress: context.clientAddress)
            principal = .project(projectID: authentication.project.id, scope: .private)
        }
        try await authorizer.require(principal, action, projectID: projectID)
        return WorkflowActor(principal)
    }
}
